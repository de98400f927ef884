import type { QueryClient } from '@tanstack/react-query';
import { invalidateAll, queryKeys } from '@/lib/query-keys';

/**
 * What a change to a supplier quote refreshes: every supplier quote view, the purchase orders (ordering changes a
 * quote's status) and the customer quotes (they list their supplier quotes and the costs they took from them).
 */
export const SUPPLIER_QUOTE_ROOTS = [queryKeys.supplierQuotes.all, queryKeys.purchaseOrders.all, queryKeys.quotes.all] as const;

export function invalidateSupplierQuotes(queryClient: QueryClient): Promise<void> {
  return invalidateAll(queryClient, SUPPLIER_QUOTE_ROOTS);
}
