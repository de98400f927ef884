import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { productKeys } from './keys';

/** Managers and admins only (403 for staff); its price history and equivalence links go with it. */
export function deleteProduct(productId: number): Promise<void> {
  return http.delete(`/products/delete/${productId}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_, productId) => {
      queryClient.removeQueries({ queryKey: productKeys.detail(productId) });
      return queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
