import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, done } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import { invalidateQuotes } from './quote-roots';

/**
 * Managers and admins only; a delivered order cannot be deleted (409). Deleting an order converted from a
 * quote puts the quote back to `accepted`, so the quote lists and stats are refreshed too.
 */
export function deleteOrder(orderId: number): Promise<void> {
  return done(api.DELETE('/orders/{id}', { params: { path: { id: orderId } } }));
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: (_, orderId) => {
      queryClient.removeQueries({ queryKey: queryKeys.orders.detail(orderId) });
      return invalidateQuotes(queryClient);
    },
  });
}
