import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDetailOut, ProductIn } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

export function createProduct(body: ProductIn): Promise<ProductDetailOut> {
  return unwrap(api.POST('/products/add', { body }));
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (created) => {
      queryClient.setQueryData(queryKeys.products.detail(created.product_id), created);
      // Its equivalents now list it too.
      return queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
    },
  });
}
