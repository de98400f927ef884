import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuoteCommentOut, QuoteCustomerCommentIn } from '@/lib/api/types';
import { http } from '@/lib/http';
import { publicQuoteKeys } from './keys';

/** The comments the customer may see (theirs and the staff's replies), oldest first. */
export function getPublicComments(uuid: string, signal?: AbortSignal): Promise<QuoteCommentOut[]> {
  return http.get<QuoteCommentOut[]>(`/quotes/comments/${encodeURIComponent(uuid)}`, { signal, auth: false });
}

export function usePublicComments(uuid: string) {
  return useQuery({
    queryKey: publicQuoteKeys.comments(uuid),
    queryFn: ({ signal }) => getPublicComments(uuid, signal),
  });
}

export type CustomerComment = Pick<QuoteCustomerCommentIn, 'comment' | 'name'>;

export function postCustomerComment(uuid: string, { comment, name }: CustomerComment): Promise<QuoteCommentOut> {
  return http.post<QuoteCommentOut>('/quotes/comment/customer', { comment, name, uuid }, { auth: false });
}

export function usePostComment(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerComment) => postCustomerComment(uuid, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicQuoteKeys.comments(uuid) }),
  });
}
