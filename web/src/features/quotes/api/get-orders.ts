import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderList, OrderListParams } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** A page of customer orders, searched by order number, PO number or customer, filtered like the quotes. */
export function getOrders(params: OrderListParams, signal?: AbortSignal): Promise<OrderList> {
  return unwrap(api.GET('/orders', { params: { query: params }, signal }));
}

export const ordersQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: queryKeys.orders.list(params),
    queryFn: ({ signal }) => getOrders(params, signal),
    placeholderData: keepPreviousData,
  });

export function useOrders(params: OrderListParams) {
  return useQuery(ordersQueryOptions(params));
}
