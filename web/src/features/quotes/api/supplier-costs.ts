import { useQuery } from '@tanstack/react-query';
import type { AttachedSupplierQuote, SupplierCosts } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** The supplier quotes of customer quote `quoteId` (linked, or sent from a request made from it). */
export function getAttachedSupplierQuotes(quoteId: number, signal?: AbortSignal): Promise<AttachedSupplierQuote[]> {
  return unwrap(api.GET('/suppliers/quote/attached/{id}', { params: { path: { id: quoteId } }, signal }));
}

/** The costs the supplier quotes propose for the quote's lines, and their delivery charges (nothing is saved). */
export function getSupplierCosts(quoteId: number, signal?: AbortSignal): Promise<SupplierCosts> {
  return unwrap(api.GET('/quotes/convertSupplierQuotes/{id}', { params: { path: { id: quoteId } }, signal }));
}

export function useAttachedSupplierQuotes(quoteId: number | null) {
  return useQuery({
    queryKey: [...queryKeys.quotes.detail(quoteId ?? 0), 'supplier-quotes'],
    queryFn: ({ signal }) => getAttachedSupplierQuotes(quoteId ?? 0, signal),
    enabled: quoteId !== null,
  });
}

/** Asked afresh each time the dialog opens (`enabled`), as answers may have arrived since. */
export function useSupplierCosts(quoteId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.quotes.detail(quoteId), 'supplier-costs'],
    queryFn: ({ signal }) => getSupplierCosts(quoteId, signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
