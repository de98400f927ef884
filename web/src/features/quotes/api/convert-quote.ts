import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderOut, QuoteConvertIn } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { invalidateQuotes } from './quote-roots';

/**
 * Turn an accepted quote into a customer order (its accepted version's selected lines, shipping, VAT and
 * plot breakdown); the quote becomes `converted`. Any other quote gets 409 saying why.
 */
export function convertQuote(body: QuoteConvertIn): Promise<OrderOut> {
  return unwrap(api.PUT('/quotes/convert', { body }));
}

export function useConvertQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertQuote,
    onSuccess: () => invalidateQuotes(queryClient),
  });
}
