import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { QuoteOut } from '@/lib/api/types';
import { quoteVersionKey } from './get-quote';
import { queryKeys } from '@/lib/query-keys';

/**
 * After any change to a quote: the editor's copy of the newest version is the one the server answered, and the
 * lists, stats and the quote's history are read again.
 */
export function storeSavedQuote(queryClient: QueryClient, quote: QuoteOut): void {
  queryClient.setQueryData(quoteVersionKey(quote.quote_id, null), quote);
  void queryClient.invalidateQueries({ queryKey: queryKeys.quotes.lists() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.quotes.statsAll() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.quotes.history(quote.quote_id) });
}

export function useStoreSavedQuote() {
  const queryClient = useQueryClient();
  return useCallback((quote: QuoteOut) => storeSavedQuote(queryClient, quote), [queryClient]);
}
