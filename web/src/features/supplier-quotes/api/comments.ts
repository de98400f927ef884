import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, done, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import type { SupplierCommentOut } from './types';

export type CommentKind = 'supplier' | 'internal';

/** The conversation with the supplier, or the internal comments, oldest first (by the quote's uuid). */
export function getComments(uuid: string, kind: CommentKind, signal?: AbortSignal): Promise<SupplierCommentOut[]> {
  const params = { path: { id: uuid } };
  return kind === 'supplier'
    ? unwrap(api.GET('/suppliers/quote/comments/{id}', { params, signal }))
    : unwrap(api.GET('/suppliers/quote/comments/internal/{id}', { params, signal }));
}

export function useComments(quoteId: number, uuid: string, kind: CommentKind) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.supplierQuotes.comments(quoteId, kind),
      queryFn: ({ signal }) => getComments(uuid, kind, signal),
    }),
  );
}

type AddComment = { uuid: string; kind: CommentKind; comment: string; userId: number };

export function addComment({ uuid, kind, comment, userId }: AddComment): Promise<SupplierCommentOut> {
  return kind === 'supplier'
    ? unwrap(api.POST('/suppliers/quote/comment', { body: { uuid, comment, user_id: userId, name: '' } }))
    : unwrap(api.POST('/suppliers/quote/comment/internal', { body: { uuid, comment, user_id: userId } }));
}

/** Add, edit and delete a quote's comments; each refreshes the quote's comment lists. */
export function useCommentMutations(quoteId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: [...queryKeys.supplierQuotes.detail(quoteId), 'comments'] });
  const add = useMutation({ mutationFn: addComment, onSuccess: refresh });
  const edit = useMutation({
    mutationFn: (body: { comment_id: number; comment: string; previous: string }) => unwrap(api.PUT('/suppliers/quote/comment/edit', { body })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (commentId: number) => done(api.DELETE('/suppliers/quote/comment/{id}', { params: { path: { id: commentId } } })),
    onSuccess: refresh,
  });
  return { add, edit, remove };
}
