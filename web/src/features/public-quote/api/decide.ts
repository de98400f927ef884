import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteDecisionIn, PublicQuoteOut } from '@/lib/api/types';
import { api, PUBLIC, unwrap } from '@/lib/api/client';
import { isApiError } from '@/lib/http';
import type { PublicQuoteKey } from './get-public-quote';

export type Decision = 'accept' | 'reject';
/** What the customer fills in; uuid, version and isInternal come from the page. */
export type DecisionFields = Pick<QuoteDecisionIn, 'name' | 'po_number' | 'reason'>;

export function decide(decision: Decision, body: QuoteDecisionIn): Promise<PublicQuoteOut> {
  return decision === 'accept'
    ? unwrap(api.PUT('/quotes/accept', { body, ...PUBLIC }))
    : unwrap(api.PUT('/quotes/reject', { body, ...PUBLIC }));
}

/** Accept or decline the version on screen; the answer (the decided quote) replaces it on the page. */
export function useDecision(decision: Decision, queryKey: PublicQuoteKey, quote: Pick<PublicQuoteOut, 'uuid' | 'version'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: DecisionFields) =>
      decide(decision, { ...fields, uuid: quote.uuid, version: quote.version, isInternal: false }),
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer),
    onError: (error) => {
      // 409: the quote changed (expired, superseded, decided): the banner should say how.
      if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
