import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteList, QuoteListParams } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** A page of quotes, searched by number or customer, filtered by status, customer, project, manager and dates. */
export function getQuotes(params: QuoteListParams, signal?: AbortSignal): Promise<QuoteList> {
  return unwrap(api.GET('/quotes', { params: { query: params }, signal }));
}

export const quotesQueryOptions = (params: QuoteListParams) =>
  queryOptions({
    queryKey: queryKeys.quotes.list(params),
    queryFn: ({ signal }) => getQuotes(params, signal),
    placeholderData: keepPreviousData,
  });

export function useQuotes(params: QuoteListParams) {
  return useQuery(quotesQueryOptions(params));
}
