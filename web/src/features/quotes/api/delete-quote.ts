import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, done } from '@/lib/api/client';
import { QUOTE_ROOTS } from './quote-roots';

/**
 * A quote never sent is deleted (by its author, a manager or an admin); a sent one is withdrawn: kept, and
 * its public page says so. Accepted and converted quotes cannot be deleted (409).
 */
export function deleteQuote(quoteId: number): Promise<void> {
  return done(api.DELETE('/quotes/{id}', { params: { path: { id: quoteId } } }));
}

export function useDeleteQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuote,
    // Marked stale without refetching: a deleted quote's own queries would only answer 404 (the editor
    // leaves for the list); a withdrawn one's editor reads the quote again itself.
    onSuccess: () =>
      Promise.all(QUOTE_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'none' }))),
  });
}
