import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxOut } from '@/lib/api/types';
import { http } from '@/lib/http';

export function getOutboxMessage(id: number, signal?: AbortSignal): Promise<OutboxOut> {
  return http.get<OutboxOut>(`/outbox/${id}`, { signal });
}

export const outboxMessageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['outbox', 'detail', id],
    queryFn: ({ signal }) => getOutboxMessage(id, signal),
    staleTime: Infinity,
  });

export function useOutboxMessage(id: number | null) {
  return useQuery({ ...outboxMessageQueryOptions(id ?? 0), enabled: id !== null });
}
