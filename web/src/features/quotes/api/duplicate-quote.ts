import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteDuplicateIn, QuoteOut } from '@/lib/api/types';
import { http } from '@/lib/http';
import { quoteKeys } from './keys';

/** A new draft with the same lines, optionally of another version, for another customer or project. */
export function duplicateQuote(body: QuoteDuplicateIn): Promise<QuoteOut> {
  return http.post<QuoteOut>('/quotes/duplicate', body);
}

export function useDuplicateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.lists() }),
  });
}
