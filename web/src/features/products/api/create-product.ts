import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDetailOut, ProductIn } from '@/lib/api/types';
import { http } from '@/lib/http';
import { productKeys } from './keys';

export function createProduct(body: ProductIn): Promise<ProductDetailOut> {
  return http.post<ProductDetailOut>('/products/add', body);
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (created) => {
      queryClient.setQueryData(productKeys.detail(created.product_id), created);
      // Its equivalents now list it too.
      return queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
