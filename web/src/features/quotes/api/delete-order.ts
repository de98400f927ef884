import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { quoteKeys } from './keys';

/**
 * Managers and admins only; a delivered order cannot be deleted (409). Deleting an order converted from a
 * quote puts the quote back to `accepted`, so the quote lists and stats are refreshed too.
 */
export function deleteOrder(orderId: number): Promise<void> {
  return http.delete(`/orders/${orderId}`);
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: (_, orderId) => {
      queryClient.removeQueries({ queryKey: quoteKeys.order(orderId) });
      return queryClient.invalidateQueries({ queryKey: quoteKeys.all });
    },
  });
}
