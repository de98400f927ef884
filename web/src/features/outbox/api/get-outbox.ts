import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxList, OutboxListParams } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import { IN_FLIGHT } from '../components/DeliveryState';
import { REFRESH_MS } from './get-outbox-message';

export function getOutbox(params: OutboxListParams, signal?: AbortSignal): Promise<OutboxList> {
  return unwrap(api.GET('/outbox', { params: { query: params }, signal }));
}

export const outboxQueryOptions = (params: OutboxListParams) =>
  queryOptions({
    queryKey: queryKeys.outbox.list(params),
    queryFn: ({ signal }) => getOutbox(params, signal),
    placeholderData: keepPreviousData,
    // While a listed mail is on its way (pending, sending, retrying), the list refreshes itself.
    refetchInterval: (query) =>
      query.state.data?.items.some((mail) => IN_FLIGHT.includes(mail.status)) ? REFRESH_MS : false,
  });

export function useOutbox(params: OutboxListParams) {
  return useQuery(outboxQueryOptions(params));
}
