import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteStatsOut, QuoteStatsParams } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** Counts and values by status and by month, win rate and average margin of the quotes the filters find. */
export function getQuoteStats(params: QuoteStatsParams, signal?: AbortSignal): Promise<QuoteStatsOut> {
  return unwrap(api.GET('/quotes/stats', { params: { query: params }, signal }));
}

export const quoteStatsQueryOptions = (params: QuoteStatsParams) =>
  queryOptions({
    queryKey: queryKeys.quotes.stats(params),
    queryFn: ({ signal }) => getQuoteStats(params, signal),
    placeholderData: keepPreviousData,
  });

export function useQuoteStats(params: QuoteStatsParams) {
  return useQuery(quoteStatsQueryOptions(params));
}
