import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ConversationDetailOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** One of the user's conversations with every question and answer, oldest first. */
export function getConversation(conversationId: number, signal?: AbortSignal): Promise<ConversationDetailOut> {
  return unwrap(api.GET('/brickmate/conversations/{id}', { params: { path: { id: conversationId } }, signal }));
}

export const conversationQueryOptions = (conversationId: number | null) =>
  queryOptions({
    queryKey: queryKeys.assistant.conversation(conversationId ?? 0),
    queryFn: conversationId === null ? skipToken : ({ signal }) => getConversation(conversationId, signal),
    // Answers never change once given; a new question is added to the cache by the ask call.
    staleTime: Infinity,
  });

/** Nothing is fetched for a new conversation (no id yet). */
export function useConversation(conversationId: number | null) {
  return useQuery(conversationQueryOptions(conversationId));
}
