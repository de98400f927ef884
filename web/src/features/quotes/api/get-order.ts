import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderOut } from '@/lib/api/types';
import { http } from '@/lib/http';
import { quoteKeys } from './keys';

/** One order with its lines, plot breakdown and totals (with cost and margin). */
export function getOrder(orderId: number, signal?: AbortSignal): Promise<OrderOut> {
  return http.get<OrderOut>(`/orders/${orderId}`, { signal });
}

export const orderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: quoteKeys.order(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });

export function useOrder(orderId: number | null) {
  return useQuery({ ...orderQueryOptions(orderId ?? 0), enabled: orderId !== null });
}
