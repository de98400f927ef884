import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDetailOut, ProductUpdate } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

export type UpdateProduct = { productId: number; body: ProductUpdate };

/** The whole product, equivalents included; `body.version` is the one the edit started from (stale: 409). */
export function updateProduct({ productId, body }: UpdateProduct): Promise<ProductDetailOut> {
  return unwrap(api.PUT('/products/update/{id}', { params: { path: { id: productId } }, body }));
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.products.detail(saved.product_id), saved);
      // Lists show its prices; equivalents (both ways) show it by name.
      return queryClient.invalidateQueries({
        queryKey: queryKeys.products.all,
        predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== saved.product_id,
      });
    },
  });
}
