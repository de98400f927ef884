import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteCheckedStatusIn, QuoteOut } from '@/lib/api/types';
import { http } from '@/lib/http';
import { quoteKeys } from './keys';

/**
 * Mark the current version checked by a manager, or clear the check: managers and admins only, never the
 * quote's author (403). A stale `row_version` gets 409.
 */
export function setQuoteChecked(body: QuoteCheckedStatusIn): Promise<QuoteOut> {
  return http.put<QuoteOut>('/quotes/update/checkedStatus', body);
}

export function useSetQuoteChecked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setQuoteChecked,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}
