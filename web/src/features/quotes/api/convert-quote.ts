import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderOut, QuoteConvertIn } from '@/lib/api/types';
import { http } from '@/lib/http';
import { quoteKeys } from './keys';

/**
 * Turn an accepted quote into a customer order (its accepted version's selected lines, shipping, VAT and
 * plot breakdown); the quote becomes `converted`. Any other quote gets 409 saying why.
 */
export function convertQuote(body: QuoteConvertIn): Promise<OrderOut> {
  return http.put<OrderOut>('/quotes/convert', body);
}

export function useConvertQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}
