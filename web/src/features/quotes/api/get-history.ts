import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteHistoryItem } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** Every version of a quote, newest first: status, who made it and when, when sent, total, what changed. */
export function getQuoteHistory(quoteId: number, signal?: AbortSignal): Promise<QuoteHistoryItem[]> {
  return unwrap(api.GET('/quotes/history/{id}', { params: { path: { id: quoteId } }, signal }));
}

export const quoteHistoryQueryOptions = (quoteId: number) =>
  queryOptions({
    queryKey: queryKeys.quotes.history(quoteId),
    queryFn: ({ signal }) => getQuoteHistory(quoteId, signal),
  });

export function useQuoteHistory(quoteId: number) {
  return useQuery(quoteHistoryQueryOptions(quoteId));
}
