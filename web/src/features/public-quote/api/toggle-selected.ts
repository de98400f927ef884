import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicQuoteOut, QuoteToggleSelectedIn } from '@/lib/api/types';
import { api, PUBLIC, unwrap } from '@/lib/api/client';
import { publicErrorMessage } from '@/lib/public-errors';
import { useSnackbar } from '@/lib/snackbar';
import { withSelection } from '../lib/totals';
import type { PublicQuoteKey } from './get-public-quote';

export function toggleSelected(body: QuoteToggleSelectedIn): Promise<PublicQuoteOut> {
  return unwrap(api.PUT('/quotes/customer/toggleSelected', { body, ...PUBLIC }));
}

const MUTATION_KEY = ['public-quote', 'toggle'] as const;

/**
 * Tick an optional line or pick an alternative: the lines and totals change at once, then the server's
 * answer replaces them; a failure puts back what was there and says why. Ticks are sent one after another
 * (one scope), so the server applies them in the order the customer made them.
 */
export function useToggleSelected(queryKey: PublicQuoteKey) {
  const queryClient = useQueryClient();
  const { showError } = useSnackbar();
  return useMutation({
    mutationKey: MUTATION_KEY,
    scope: { id: 'public-quote-toggle' },
    mutationFn: toggleSelected,
    onMutate: async ({ line_id, selected }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<PublicQuoteOut>(queryKey);
      if (previous) queryClient.setQueryData(queryKey, withSelection(previous, line_id, selected));
      return { previous };
    },
    onSuccess: (quote) => {
      // A later tick still on its way keeps its optimistic lines until its own answer comes.
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) <= 1) queryClient.setQueryData(queryKey, quote);
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      showError(publicErrorMessage(error));
      // The quote may have changed meanwhile (expired, accepted elsewhere): show it as it is now.
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
