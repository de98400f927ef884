import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteHistoryItem } from '@/lib/api/types';
import { http } from '@/lib/http';
import { quoteKeys } from './keys';

/** Every version of a quote, newest first: status, who made it and when, when sent, total, what changed. */
export function getQuoteHistory(quoteId: number, signal?: AbortSignal): Promise<QuoteHistoryItem[]> {
  return http.get<QuoteHistoryItem[]>(`/quotes/history/${quoteId}`, { signal });
}

export const quoteHistoryQueryOptions = (quoteId: number) =>
  queryOptions({
    queryKey: [...quoteKeys.detail(quoteId), 'history'],
    queryFn: ({ signal }) => getQuoteHistory(quoteId, signal),
  });

export function useQuoteHistory(quoteId: number) {
  return useQuery(quoteHistoryQueryOptions(quoteId));
}
