import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteCommentOut } from '@/lib/api/types';
import { http } from '@/lib/http';
import { quoteKeys } from './keys';

/** Which conversation: the one the customer sees (their comments and staff replies), or staff only. */
export type CommentKind = 'customer' | 'internal';

const PATHS: Record<CommentKind, (uuid: string) => string> = {
  customer: (uuid) => `/quotes/comments/${uuid}`,
  internal: (uuid) => `/quotes/comments/internal/${uuid}`,
};

/** A quote's comments of one kind, oldest first; `can_edit` marks the caller's own. */
export function getQuoteComments(uuid: string, kind: CommentKind, signal?: AbortSignal): Promise<QuoteCommentOut[]> {
  return http.get<QuoteCommentOut[]>(PATHS[kind](uuid), { signal });
}

export const commentsKey = (quoteId: number, kind: CommentKind) =>
  [...quoteKeys.detail(quoteId), 'comments', kind] as const;

export const quoteCommentsQueryOptions = (quote: { quote_id: number; uuid: string }, kind: CommentKind) =>
  queryOptions({
    queryKey: commentsKey(quote.quote_id, kind),
    queryFn: ({ signal }) => getQuoteComments(quote.uuid, kind, signal),
  });

export function useQuoteComments(quote: { quote_id: number; uuid: string }, kind: CommentKind) {
  return useQuery(quoteCommentsQueryOptions(quote, kind));
}
