import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderList, OrderListParams } from '@/lib/api/types';
import { http } from '@/lib/http';
import { quoteKeys } from './keys';

/** A page of customer orders, searched by order number, PO number or customer, filtered like the quotes. */
export function getOrders(params: OrderListParams, signal?: AbortSignal): Promise<OrderList> {
  return http.get<OrderList>('/orders', { query: params, signal });
}

export const ordersQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: quoteKeys.orders(params),
    queryFn: ({ signal }) => getOrders(params, signal),
    placeholderData: keepPreviousData,
  });

export function useOrders(params: OrderListParams) {
  return useQuery(ordersQueryOptions(params));
}
