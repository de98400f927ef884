import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supplierCommentsKey } from './quote';
import { publicCall } from './request';
import type { SupplierCommentIn, SupplierCommentOut } from './types';

/** The conversation the supplier sees (theirs and the buyer's replies; never internal ones), oldest first. */
export function getSupplierComments(uuid: string, signal?: AbortSignal): Promise<SupplierCommentOut[]> {
  return publicCall('GET', `/suppliers/quote/comments/${encodeURIComponent(uuid)}`, undefined, signal);
}

export function useSupplierComments(uuid: string) {
  return useQuery({ queryKey: supplierCommentsKey(uuid), queryFn: ({ signal }) => getSupplierComments(uuid, signal) });
}

export function postSupplierComment(body: SupplierCommentIn): Promise<SupplierCommentOut> {
  return publicCall('POST', '/suppliers/quote/comment', body);
}

export function usePostSupplierComment(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: Omit<SupplierCommentIn, 'uuid'>) => postSupplierComment({ ...fields, uuid }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierCommentsKey(uuid) }),
  });
}
