import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import type { SupplierHistoryItem } from './types';

/** A supplier quote's versions, newest first, each with what changed from the one before. */
export function getSupplierQuoteHistory(quoteId: number, signal?: AbortSignal): Promise<SupplierHistoryItem[]> {
  return unwrap(api.GET('/suppliers/quote/history/{id}', { params: { path: { id: quoteId } }, signal }));
}

export function useSupplierQuoteHistory(quoteId: number) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.supplierQuotes.history(quoteId),
      queryFn: ({ signal }) => getSupplierQuoteHistory(quoteId, signal),
    }),
  );
}
