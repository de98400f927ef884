import type { QueryClient } from '@tanstack/react-query';
import { invalidateAll, queryKeys } from '@/lib/query-keys';

/**
 * What a change to a quote's state refreshes: every quote view, and the orders (converting a quote makes an
 * order; deleting an order puts its quote back to accepted; both lists show the purchase order).
 */
export const QUOTE_ROOTS = [queryKeys.quotes.all, queryKeys.orders.all] as const;

export function invalidateQuotes(queryClient: QueryClient): Promise<void> {
  return invalidateAll(queryClient, QUOTE_ROOTS);
}
