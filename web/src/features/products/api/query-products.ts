import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductPage, ProductQuery } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** One page of the product list: search words, filters and sort in the body (the call that takes them all). */
export function queryProducts(query: ProductQuery, signal?: AbortSignal): Promise<ProductPage> {
  return unwrap(api.POST('/products/query', { body: query, signal }));
}

/** The equivalents' product search (the shared one): any status, as an equivalent may be discontinued; ten matches. */
export const EQUIVALENT_SEARCH = { limit: 10 } as const;

export const productsQueryOptions = (query: ProductQuery) =>
  queryOptions({
    queryKey: queryKeys.products.list(query),
    queryFn: ({ signal }) => queryProducts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useProducts(query: ProductQuery) {
  return useQuery(productsQueryOptions(query));
}
