import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductQuery } from '@/lib/api/types';
import { queryKeys } from '@/lib/query-keys';
import { queryProducts } from '@/lib/resources/product-search';

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
