import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicPOAcknowledgeIn, PublicPODeclineIn, PublicPOOut, PublicPOProposeIn } from '@/lib/api/types';
import { api, PUBLIC, unwrap } from '@/lib/api/client';

export const purchaseOrderKey = (uuid: string) => ['public-purchase-order', uuid] as const;

/** Our order behind the supplier's link, without a token. */
export function getPurchaseOrder(uuid: string, signal?: AbortSignal): Promise<PublicPOOut> {
  return unwrap(api.GET('/suppliers/orders/public/{id}', { params: { path: { id: uuid } }, signal, ...PUBLIC }));
}

export function usePurchaseOrder(uuid: string) {
  return useQuery({ queryKey: purchaseOrderKey(uuid), queryFn: ({ signal }) => getPurchaseOrder(uuid, signal) });
}

export type Response =
  | { kind: 'acknowledge'; body: PublicPOAcknowledgeIn }
  | { kind: 'propose'; body: PublicPOProposeIn }
  | { kind: 'decline'; body: PublicPODeclineIn };

export function respond(response: Response): Promise<PublicPOOut> {
  switch (response.kind) {
    case 'acknowledge':
      return unwrap(api.PUT('/suppliers/orders/public/acknowledge', { body: response.body, ...PUBLIC }));
    case 'propose':
      return unwrap(api.PUT('/suppliers/orders/public/propose', { body: response.body, ...PUBLIC }));
    case 'decline':
      return unwrap(api.PUT('/suppliers/orders/public/decline', { body: response.body, ...PUBLIC }));
  }
}

/** Acknowledge, propose changes or decline; the answer (the order as it now stands) replaces the page's copy. */
export function useRespond(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respond,
    onSuccess: (order) => queryClient.setQueryData(purchaseOrderKey(uuid), order),
  });
}
