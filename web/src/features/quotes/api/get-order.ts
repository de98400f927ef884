import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** One order with its lines, plot breakdown and totals (with cost and margin). */
export function getOrder(orderId: number, signal?: AbortSignal): Promise<OrderOut> {
  return unwrap(api.GET('/orders/{id}', { params: { path: { id: orderId } }, signal }));
}

export const orderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });

export function useOrder(orderId: number | null) {
  return useQuery({ ...orderQueryOptions(orderId ?? 0), enabled: orderId !== null });
}
