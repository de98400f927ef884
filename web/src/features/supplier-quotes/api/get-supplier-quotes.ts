import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import type { SupplierQuoteList, SupplierQuoteListParams } from './types';

/** A page of supplier quotes, searched by number, supplier, request or customer quote, filtered. */
export function getSupplierQuotes(params: SupplierQuoteListParams, signal?: AbortSignal): Promise<SupplierQuoteList> {
  return unwrap(api.GET('/suppliers/quotes', { params: { query: params }, signal }));
}

export const supplierQuotesQueryOptions = (params: SupplierQuoteListParams) =>
  queryOptions({
    queryKey: queryKeys.supplierQuotes.list(params),
    queryFn: ({ signal }) => getSupplierQuotes(params, signal),
    placeholderData: keepPreviousData,
  });

export function useSupplierQuotes(params: SupplierQuoteListParams, enabled = true) {
  return useQuery({ ...supplierQuotesQueryOptions(params), enabled });
}
