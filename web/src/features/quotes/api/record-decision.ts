import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteDecisionIn, QuoteOut } from '@/lib/api/types';
import { api, done } from '@/lib/api/client';
import { invalidateQuotes } from './quote-roots';
import { readQuoteVersion } from './read-version';

export type Decision = 'accept' | 'reject';

/**
 * Staff record the customer's decision (`isInternal: true`) on the newest sent version: the account manager
 * is told and the activity log keeps it. Answered with the quote as staff see it afterwards (the call itself
 * answers the customer's view).
 */
export async function recordDecision(decision: Decision, body: QuoteDecisionIn): Promise<QuoteOut> {
  await done(decision === 'accept' ? api.PUT('/quotes/accept', { body }) : api.PUT('/quotes/reject', { body }));
  return readQuoteVersion({ uuid: body.uuid });
}

export type DecisionInput = { decision: Decision; body: QuoteDecisionIn };

export function useRecordDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, body }: DecisionInput) => recordDecision(decision, body),
    onSuccess: () => invalidateQuotes(queryClient),
  });
}
