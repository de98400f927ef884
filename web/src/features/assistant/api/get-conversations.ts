import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationList } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import { nextPage } from '@/lib/paged';

const PAGE_SIZE = 25;

/** The signed-in user's own conversations, latest activity first, a page at a time (nobody sees anyone else's). */
export function getConversations(page: number, signal?: AbortSignal): Promise<ConversationList> {
  return unwrap(
    api.GET('/brickmate/conversations', { params: { query: { page, items_per_page: PAGE_SIZE, sort: '-updated_at' } }, signal }),
  );
}

export const conversationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.assistant.conversations(),
    queryFn: ({ pageParam, signal }) => getConversations(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export function useConversations() {
  return useInfiniteQuery(conversationsQueryOptions());
}
