import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteCommentOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** Which conversation: the one the customer sees (their comments and staff replies), or staff only. */
export type CommentKind = 'customer' | 'internal';

/** A quote's comments of one kind, oldest first; `can_edit` marks the caller's own. */
export function getQuoteComments(uuid: string, kind: CommentKind, signal?: AbortSignal): Promise<QuoteCommentOut[]> {
  const params = { path: { id: uuid } };
  return kind === 'customer'
    ? unwrap(api.GET('/quotes/comments/{id}', { params, signal }))
    : unwrap(api.GET('/quotes/comments/internal/{id}', { params, signal }));
}

export const quoteCommentsQueryOptions = (quote: { quote_id: number; uuid: string }, kind: CommentKind) =>
  queryOptions({
    queryKey: queryKeys.quotes.comments(quote.quote_id, kind),
    queryFn: ({ signal }) => getQuoteComments(quote.uuid, kind, signal),
  });

export function useQuoteComments(quote: { quote_id: number; uuid: string }, kind: CommentKind) {
  return useQuery(quoteCommentsQueryOptions(quote, kind));
}
