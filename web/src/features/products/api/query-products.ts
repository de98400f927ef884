import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductPage, ProductQuery } from '@/lib/api/types';
import { http } from '@/lib/http';
import { productKeys } from './keys';

/** One page of the product list: search words, filters and sort in the body (the call that takes them all). */
export function queryProducts(query: ProductQuery, signal?: AbortSignal): Promise<ProductPage> {
  return http.post<ProductPage>('/products/query', query, { signal });
}

export const productsQueryOptions = (query: ProductQuery) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => queryProducts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useProducts(query: ProductQuery) {
  return useQuery(productsQueryOptions(query));
}
