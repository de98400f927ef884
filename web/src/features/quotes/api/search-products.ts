import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductOut, ProductPage, ProductQuery } from '@/lib/api/types';
import { http } from '@/lib/http';
import { quoteKeys } from './keys';

const MATCHES = 8;

/** Active catalogue products whose code, name, colour or supplier matches `q`, with their prices. */
export async function searchProducts(q: string, signal?: AbortSignal): Promise<ProductOut[]> {
  const body: ProductQuery = { q, status: 'active', items_per_page: MATCHES, page: 1 };
  return (await http.post<ProductPage>('/products/query', body, { signal })).items;
}

/** Products change under their own keys; the editor's search is short-lived, so it lives with the quotes. */
export function useProductSearch(q: string) {
  return useQuery({
    ...queryOptions({
      queryKey: [...quoteKeys.all, 'editor', 'product-search', q],
      queryFn: ({ signal }) => searchProducts(q, signal),
      staleTime: 30_000,
    }),
    enabled: q.length >= 2,
  });
}
