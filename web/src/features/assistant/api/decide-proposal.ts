import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationDetailOut, ProposalOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

export type Decision = 'confirm' | 'cancel';

/** Confirm (do it) or cancel one of the user's proposals; nothing was done before the confirmation. */
export function decideProposal(decision: Decision, proposalId: number): Promise<ProposalOut> {
  const body = { proposal_id: proposalId };
  return unwrap(
    decision === 'confirm'
      ? api.POST('/brickmate/actions/confirm', { body })
      : api.POST('/brickmate/actions/cancel', { body }),
  );
}

/** The conversation's cached answer shows the proposal as it now stands (done, with its link, or cancelled). */
export function useDecideProposal(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, proposalId }: { decision: Decision; proposalId: number }) =>
      decideProposal(decision, proposalId),
    onSuccess: (proposal) => {
      queryClient.setQueryData<ConversationDetailOut>(queryKeys.assistant.conversation(conversationId), (cached) =>
        cached && {
          ...cached,
          exchanges: cached.exchanges.map((answer) =>
            answer.proposal?.proposal_id === proposal.proposal_id ? { ...answer, proposal } : answer,
          ),
        },
      );
      if (proposal.result?.record_kind === 'quote') void queryClient.invalidateQueries({ queryKey: queryKeys.quotes.all });
    },
  });
}
