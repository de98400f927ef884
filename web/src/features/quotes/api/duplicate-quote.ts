import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteDuplicateIn, QuoteOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** A new draft with the same lines, optionally of another version, for another customer or project. */
export function duplicateQuote(body: QuoteDuplicateIn): Promise<QuoteOut> {
  return unwrap(api.POST('/quotes/duplicate', { body }));
}

export function useDuplicateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.quotes.lists() }),
  });
}
