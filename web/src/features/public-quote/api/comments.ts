import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuoteCommentOut, QuoteCustomerCommentIn } from '@/lib/api/types';
import { api, PUBLIC, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** The comments the customer may see (theirs and the staff's replies), oldest first. */
export function getPublicComments(uuid: string, signal?: AbortSignal): Promise<QuoteCommentOut[]> {
  return unwrap(api.GET('/quotes/comments/{id}', { params: { path: { id: uuid } }, signal, ...PUBLIC }));
}

export function usePublicComments(uuid: string) {
  return useQuery({
    queryKey: queryKeys.publicQuote.comments(uuid),
    queryFn: ({ signal }) => getPublicComments(uuid, signal),
  });
}

export type CustomerComment = Pick<QuoteCustomerCommentIn, 'comment' | 'name'>;

export function postCustomerComment(uuid: string, { comment, name }: CustomerComment): Promise<QuoteCommentOut> {
  return unwrap(api.POST('/quotes/comment/customer', { body: { comment, name, uuid }, ...PUBLIC }));
}

export function usePostComment(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerComment) => postCustomerComment(uuid, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.publicQuote.comments(uuid) }),
  });
}
