import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteAdd, QuoteOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { storeSavedQuote } from './save-quote';

/** A new draft quote (version 1); the account manager defaults to the author. */
export function addQuote(body: QuoteAdd): Promise<QuoteOut> {
  return unwrap(api.POST('/quotes/add', { body }));
}

export function useAddQuote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addQuote, onSuccess: (quote) => storeSavedQuote(queryClient, quote) });
}
