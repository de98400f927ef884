/**
 * The one product search of the app: the catalogue's products whose code, name, colour or supplier matches
 * what was typed, by the product query (the call that takes search words and filters in its body). The
 * product screens, the quote editor and the project's suggestions all search with it, under the products'
 * own keys, so an edit to a product refreshes every open search.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ProductOut, ProductPage, ProductQuery } from '../api/types';
import { api, unwrap } from '../api/client';
import { queryKeys } from '../query-keys';

/** How many matches a search shows. */
export const PRODUCT_MATCHES = 8;

export type ProductSearch = {
  /** The words typed (trimmed). */
  q: string;
  /** Active products only (a quote or a suggestion never offers a discontinued one). */
  activeOnly?: boolean;
  /** How many to ask for (PRODUCT_MATCHES when left out). */
  limit?: number;
};

/** One page of products: search words, filters and sort in the body (the call that takes them all). */
export function queryProducts(query: ProductQuery, signal?: AbortSignal): Promise<ProductPage> {
  return unwrap(api.POST('/products/query', { body: query, signal }));
}

/** The first matches of a search, with their prices. */
export async function searchProducts(
  { q, activeOnly = false, limit = PRODUCT_MATCHES }: ProductSearch,
  signal?: AbortSignal,
): Promise<ProductOut[]> {
  const body: ProductQuery = { q, ...(activeOnly ? { status: 'active' } : {}), items_per_page: limit, page: 1 };
  const page = await queryProducts(body, signal);
  return page.items;
}

export const productSearchQueryOptions = (search: ProductSearch) => {
  const params = { q: search.q, activeOnly: search.activeOnly ?? false, limit: search.limit ?? PRODUCT_MATCHES };
  return queryOptions({
    queryKey: queryKeys.products.search(params),
    queryFn: ({ signal }) => searchProducts(params, signal),
    staleTime: 30_000,
  });
};
