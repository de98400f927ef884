import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

export function getOutboxMessage(id: number, signal?: AbortSignal): Promise<OutboxOut> {
  return unwrap(api.GET('/outbox/{id}', { params: { path: { id } }, signal }));
}

export const outboxMessageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.outbox.detail(id),
    queryFn: ({ signal }) => getOutboxMessage(id, signal),
    staleTime: Infinity,
  });

export function useOutboxMessage(id: number | null) {
  return useQuery({ ...outboxMessageQueryOptions(id ?? 0), enabled: id !== null });
}
