import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteCommentOut, QuoteCustomerCommentIn, QuoteInternalCommentIn } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import type { CommentKind } from './get-comments';

/** A staff reply the customer sees on the quote's page (`user_id` is the caller's own). */
export function addCustomerComment(body: QuoteCustomerCommentIn): Promise<QuoteCommentOut> {
  return unwrap(api.POST('/quotes/comment/customer', { body }));
}

/** A comment for staff only (`user_id` is the caller's own). */
export function addInternalComment(body: QuoteInternalCommentIn): Promise<QuoteCommentOut> {
  return unwrap(api.POST('/quotes/comment/internal', { body }));
}

export type NewComment = { comment: string; uuid: string; user_id: number };

export function useAddQuoteComment(quoteId: number, kind: CommentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewComment) =>
      kind === 'customer' ? addCustomerComment({ ...body, name: '' }) : addInternalComment(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.quotes.comments(quoteId, kind) }),
  });
}
