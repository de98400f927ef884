import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteCheckedStatusIn, QuoteOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { invalidateQuotes } from './quote-roots';

/**
 * Mark the current version checked by a manager, or clear the check: managers and admins only, never the
 * quote's author (403). A stale `row_version` gets 409.
 */
export function setQuoteChecked(body: QuoteCheckedStatusIn): Promise<QuoteOut> {
  return unwrap(api.PUT('/quotes/update/checkedStatus', { body }));
}

export function useSetQuoteChecked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setQuoteChecked,
    onSuccess: () => invalidateQuotes(queryClient),
  });
}
