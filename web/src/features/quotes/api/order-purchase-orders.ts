import { useQuery } from '@tanstack/react-query';
import type { PurchaseOrderListItem } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** As many purchase orders as one customer order is ever supplied by, read in one page. */
const PAGE = 100;

/** The purchase orders that supply customer order `orderId` (Buying's list filtered by the order), by number. */
export async function getOrderPurchaseOrders(orderId: number, signal?: AbortSignal): Promise<PurchaseOrderListItem[]> {
  const query = { order_id: orderId, items_per_page: PAGE, sort: 'number' };
  return (await unwrap(api.GET('/suppliers/orders', { params: { query }, signal }))).items;
}

export function useOrderPurchaseOrders(orderId: number) {
  return useQuery({
    // Under the purchase orders' root, so a change to any of them (made in Buying) refreshes this too.
    queryKey: [...queryKeys.purchaseOrders.all, 'of-order', orderId],
    queryFn: ({ signal }) => getOrderPurchaseOrders(orderId, signal),
  });
}
