import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteEdit, QuoteOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { storeSavedQuote } from './save-quote';

/**
 * Save a quote from the row version the edit started from (a stale one gets 409). A draft is saved in place;
 * once the newest version was sent, the changes become the next version.
 */
export function editQuote(body: QuoteEdit): Promise<QuoteOut> {
  return unwrap(api.POST('/quotes/edit', { body }));
}

export function useEditQuote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editQuote, onSuccess: (quote) => storeSavedQuote(queryClient, quote) });
}
