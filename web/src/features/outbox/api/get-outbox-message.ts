import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import { IN_FLIGHT } from '../components/DeliveryState';

export const REFRESH_MS = 10_000;

export function getOutboxMessage(id: number, signal?: AbortSignal): Promise<OutboxOut> {
  return unwrap(api.GET('/outbox/{id}', { params: { path: { id } }, signal }));
}

export const outboxMessageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.outbox.detail(id),
    queryFn: ({ signal }) => getOutboxMessage(id, signal),
    // A mail on its way is read again every few seconds, until it has been sent or has failed.
    refetchInterval: (query) => (query.state.data && IN_FLIGHT.includes(query.state.data.status) ? REFRESH_MS : false),
  });

export function useOutboxMessage(id: number | null) {
  return useQuery({ ...outboxMessageQueryOptions(id ?? 0), enabled: id !== null });
}
