import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxList, OutboxListParams } from '@/lib/api/types';
import { http } from '@/lib/http';

export function getOutbox(params: OutboxListParams, signal?: AbortSignal): Promise<OutboxList> {
  return http.get<OutboxList>('/outbox', { query: params, signal });
}

export const outboxQueryOptions = (params: OutboxListParams) =>
  queryOptions({
    queryKey: ['outbox', 'list', params],
    queryFn: ({ signal }) => getOutbox(params, signal),
    placeholderData: keepPreviousData,
  });

export function useOutbox(params: OutboxListParams) {
  return useQuery(outboxQueryOptions(params));
}
