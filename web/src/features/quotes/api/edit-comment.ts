import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteCommentEditIn, QuoteCommentOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import type { CommentKind } from './get-comments';

/** Change a comment's text: only its author may (403 otherwise); it is marked edited. */
export function editQuoteComment(body: QuoteCommentEditIn): Promise<QuoteCommentOut> {
  return unwrap(api.PUT('/quotes/comment/edit', { body }));
}

export function useEditQuoteComment(quoteId: number, kind: CommentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editQuoteComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.quotes.comments(quoteId, kind) }),
  });
}
