import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import { invalidateSupplierQuotes } from './roots';
import type { PurchaseOrderOut, PurchaseOrderSendPreview, PurchaseOrderSent, PurchaseOrderStatusIn } from './types';

/** One purchase order as staff read it: lines, contacts, the supplier's answer, where it can move next. */
export function getPurchaseOrder(orderId: number, signal?: AbortSignal): Promise<PurchaseOrderOut> {
  return unwrap(api.GET('/suppliers/orders/{id}', { params: { path: { id: orderId } }, signal }));
}

export const purchaseOrderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: queryKeys.purchaseOrders.detail(orderId),
    queryFn: ({ signal }) => getPurchaseOrder(orderId, signal),
  });

export function usePurchaseOrder(orderId: number | null) {
  return useQuery({ ...purchaseOrderQueryOptions(orderId ?? 0), enabled: orderId !== null, retry: false });
}

/** Move the order along its status machine (a stale `row_version` or a move not allowed is 409 with why). */
export function useMovePurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PurchaseOrderStatusIn): Promise<PurchaseOrderOut> => unwrap(api.PUT('/suppliers/orders/status', { body })),
    onSuccess: (order) => {
      queryClient.setQueryData(queryKeys.purchaseOrders.detail(order.purchase_order_id), order);
      return invalidateSupplierQuotes(queryClient);
    },
  });
}

/** The mail sending the order would send, with a message of ours at the top (null: not asked yet). */
export function usePreviewPurchaseOrderMail(orderId: number | null, message: string) {
  return useQuery({
    queryKey: [...queryKeys.purchaseOrders.detail(orderId ?? 0), 'send-preview', message] as const,
    queryFn: (): Promise<PurchaseOrderSendPreview> =>
      unwrap(api.PUT('/suppliers/orders/send/preview', { body: { purchase_order_id: orderId ?? 0, message } })),
    enabled: orderId !== null,
    gcTime: 0,
  });
}

/** Mail the order (PDF and public link) to the supplier's contacts; the order becomes `sent`. */
export function useSendPurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { purchase_order_id: number; message: string }): Promise<PurchaseOrderSent> =>
      unwrap(api.PUT('/suppliers/orders/send', { body })),
    onSuccess: (sent) => {
      queryClient.setQueryData(queryKeys.purchaseOrders.detail(sent.order.purchase_order_id), sent.order);
      return invalidateSupplierQuotes(queryClient);
    },
  });
}
