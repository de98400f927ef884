import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxList, OutboxListParams } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

export function getOutbox(params: OutboxListParams, signal?: AbortSignal): Promise<OutboxList> {
  return unwrap(api.GET('/outbox', { params: { query: params }, signal }));
}

export const outboxQueryOptions = (params: OutboxListParams) =>
  queryOptions({
    queryKey: queryKeys.outbox.list(params),
    queryFn: ({ signal }) => getOutbox(params, signal),
    placeholderData: keepPreviousData,
  });

export function useOutbox(params: OutboxListParams) {
  return useQuery(outboxQueryOptions(params));
}
