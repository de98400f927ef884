import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteHistoryReplace, QuoteOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { invalidateQuotes } from './quote-roots';

/**
 * Make an earlier version current: its content becomes the draft (a new version when the newest was sent).
 * `row_version` is the one the editor shows: a stale one answers 409.
 */
export async function replaceQuoteVersion(body: QuoteHistoryReplace): Promise<QuoteOut> {
  const restored = await unwrap(api.POST('/quotes/history/replace', { body }));
  // The call restores supplier quotes too (`type: supplier`); a customer quote answers with its `quote_id`.
  if (!('quote_id' in restored)) throw new Error('The restored version is not a customer quote.');
  return restored;
}

export function useReplaceQuoteVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceQuoteVersion,
    onSuccess: () => invalidateQuotes(queryClient),
  });
}
