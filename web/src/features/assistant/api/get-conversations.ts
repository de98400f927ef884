import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationList } from '@/lib/api/types';
import { http } from '@/lib/http';
import { nextPage } from '@/lib/paged';
import { brickmateKeys } from './keys';

const PAGE_SIZE = 25;

/** The signed-in user's own conversations, latest activity first, a page at a time (nobody sees anyone else's). */
export function getConversations(page: number, signal?: AbortSignal): Promise<ConversationList> {
  return http.get<ConversationList>('/brickmate/conversations', {
    query: { page, items_per_page: PAGE_SIZE, sort: '-updated_at' },
    signal,
  });
}

export const conversationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: brickmateKeys.conversations(),
    queryFn: ({ pageParam, signal }) => getConversations(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export function useConversations() {
  return useInfiniteQuery(conversationsQueryOptions());
}
