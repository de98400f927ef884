import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, PUBLIC, unwrap } from '@/lib/api/client';
import { supplierCommentsKey } from './quote';
import type { SupplierCommentIn, SupplierCommentOut } from './types';

/** The conversation the supplier sees (theirs and the buyer's replies; never internal ones), oldest first. */
export function getSupplierComments(uuid: string, signal?: AbortSignal): Promise<SupplierCommentOut[]> {
  return unwrap(api.GET('/suppliers/quote/comments/{id}', { params: { path: { id: uuid } }, signal, ...PUBLIC }));
}

export function useSupplierComments(uuid: string) {
  return useQuery({ queryKey: supplierCommentsKey(uuid), queryFn: ({ signal }) => getSupplierComments(uuid, signal) });
}

export function postSupplierComment(body: SupplierCommentIn): Promise<SupplierCommentOut> {
  return unwrap(api.POST('/suppliers/quote/comment', { body, ...PUBLIC }));
}

export function usePostSupplierComment(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: Pick<SupplierCommentIn, 'comment' | 'name'>) => postSupplierComment({ ...fields, uuid }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierCommentsKey(uuid) }),
  });
}
