import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteHistoryReplace, QuoteOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { invalidateQuotes } from './quote-roots';

/**
 * Make an earlier version current: its content becomes the draft (a new version when the newest was sent).
 * `row_version` is the one the editor shows: a stale one answers 409.
 */
export function replaceQuoteVersion(body: QuoteHistoryReplace): Promise<QuoteOut> {
  // `type: customer` answers with the customer quote (a supplier quote's restore answers with the supplier quote).
  return unwrap(api.POST('/quotes/history/replace', { body })) as Promise<QuoteOut>;
}

export function useReplaceQuoteVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceQuoteVersion,
    onSuccess: () => invalidateQuotes(queryClient),
  });
}
