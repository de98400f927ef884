import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { http } from '@/lib/http';
import { queryKeys } from '@/lib/query-keys';
import { invalidateSupplierQuotes } from './roots';
import type { GeneratePOIn, PurchaseOrderList, PurchaseOrderListParams, PurchaseOrderOut } from './types';

/** A page of purchase orders, searched by number or supplier, filtered. */
export function getPurchaseOrders(params: PurchaseOrderListParams, signal?: AbortSignal): Promise<PurchaseOrderList> {
  return unwrap(api.GET('/suppliers/orders', { params: { query: params }, signal }));
}

export function usePurchaseOrders(params: PurchaseOrderListParams, enabled = true) {
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.purchaseOrders.list(params),
      queryFn: ({ signal }) => getPurchaseOrders(params, signal),
      placeholderData: keepPreviousData,
    }),
    enabled,
  });
}

/** Draft purchase orders from an answered supplier quote, or one per awarded supplier of a request. */
export function useGeneratePurchaseOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GeneratePOIn): Promise<PurchaseOrderOut[]> => unwrap(api.PUT('/suppliers/quote/generatePO', { body })),
    onSuccess: () => invalidateSupplierQuotes(queryClient),
  });
}

/** Download the order's A4 PDF (with the staff token). */
export function downloadPurchaseOrderPdf(order: { purchase_order_id: number; number: string }): Promise<string> {
  return http.download(`/suppliers/orders/${order.purchase_order_id}/pdf`, { filename: `${order.number}.pdf` });
}
