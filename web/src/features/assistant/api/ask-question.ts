import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerOut, AskIn, ConversationDetailOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import { adoptConversation, panelStore } from '../lib/panel-store';
import { askStreaming } from './ask-stream';

/** Ask Brickmate; the answer carries the conversation it joined (a new one without `conversation_id`). */
export function askQuestion(body: AskIn): Promise<AnswerOut> {
  return unwrap(api.POST('/brickmate/askQuestion', { body }));
}

/** The cached conversation with a new answer at its end (a new conversation starts with it). */
export function withAnswer(conversation: ConversationDetailOut | undefined, answer: AnswerOut): ConversationDetailOut {
  if (!conversation) {
    return {
      conversation_id: answer.conversation_id,
      title: answer.question,
      questions: 1,
      created_at: answer.created_at,
      updated_at: answer.created_at,
      exchanges: [answer],
    };
  }
  const earlier = conversation.exchanges.filter((exchange) => exchange.exchange_id !== answer.exchange_id);
  return {
    ...conversation,
    questions: earlier.length + 1,
    updated_at: answer.created_at,
    exchanges: [...earlier, answer],
  };
}

/**
 * The answer goes straight into the conversation's cache (no refetch), and the history list is refreshed.
 * A first question's answer makes its new conversation the panel's current one, unless the user has moved
 * to another conversation while waiting. The answer streams (./ask-stream.ts): its text shows as it arrives.
 */
export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askStreaming,
    onSuccess: (answer, asked) => {
      queryClient.setQueryData<ConversationDetailOut>(queryKeys.assistant.conversation(answer.conversation_id), (cached) =>
        withAnswer(cached, answer),
      );
      if ((asked.conversation_id ?? null) === panelStore.get().conversationId) adoptConversation(answer.conversation_id);
      void queryClient.invalidateQueries({ queryKey: queryKeys.assistant.conversations() });
    },
  });
}
