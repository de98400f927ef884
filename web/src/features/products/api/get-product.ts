import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetailOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** A product with its equivalents and price history (newest first). */
export function getProduct(productId: number, signal?: AbortSignal): Promise<ProductDetailOut> {
  return unwrap(api.GET('/products/{id}', { params: { path: { id: productId } }, signal }));
}

export const productQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: queryKeys.products.detail(productId),
    queryFn: ({ signal }) => getProduct(productId, signal),
  });

export function useProduct(productId: number) {
  return useQuery(productQueryOptions(productId));
}
