import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetailOut } from '@/lib/api/types';
import { http } from '@/lib/http';
import { productKeys } from './keys';

/** A product with its equivalents and price history (newest first). */
export function getProduct(productId: number, signal?: AbortSignal): Promise<ProductDetailOut> {
  return http.get<ProductDetailOut>(`/products/${productId}`, { signal });
}

export const productQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: productKeys.detail(productId),
    queryFn: ({ signal }) => getProduct(productId, signal),
  });

export function useProduct(productId: number) {
  return useQuery(productQueryOptions(productId));
}
