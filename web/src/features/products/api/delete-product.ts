import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, done } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** Managers and admins only (403 for staff); its price history and equivalence links go with it. */
export function deleteProduct(productId: number): Promise<void> {
  return done(api.DELETE('/products/delete/{id}', { params: { path: { id: productId } } }));
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_, productId) => {
      queryClient.removeQueries({ queryKey: queryKeys.products.detail(productId) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
    },
  });
}
