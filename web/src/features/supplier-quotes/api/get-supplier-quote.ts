import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import type { SupplierQuoteOut } from './types';

/** One supplier quote with one of its versions (null: the newest). */
export function getSupplierQuote(quoteId: number, version: number | null, signal?: AbortSignal): Promise<SupplierQuoteOut> {
  const query = version === null ? {} : { version };
  return unwrap(api.GET('/suppliers/quote/{id}', { params: { path: { id: quoteId }, query }, signal }));
}

export const supplierQuoteQueryOptions = (quoteId: number, version: number | null = null) =>
  queryOptions({
    queryKey: queryKeys.supplierQuotes.version(quoteId, version),
    queryFn: ({ signal }) => getSupplierQuote(quoteId, version, signal),
  });

export function useSupplierQuote(quoteId: number | null, version: number | null = null) {
  return useQuery({ ...supplierQuoteQueryOptions(quoteId ?? 0, version), enabled: quoteId !== null });
}
