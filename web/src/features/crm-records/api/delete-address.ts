import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kind } from '@/lib/api/types';
import { http } from '@/lib/http';
import { addressKey } from './file-target';

export type DeleteAddress = { kind: Kind; addressId: number; userId: number | null };

/** Managers and admins; `related_type` is the kind of the organisation the address belongs to. */
export function deleteAddress({ kind, addressId, userId }: DeleteAddress): Promise<void> {
  return http.delete('/addresses', { query: { related_type: kind, address_id: addressId, user_id: userId } });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (_, { addressId }) => {
      queryClient.removeQueries({ queryKey: addressKey(addressId) });
      return queryClient.invalidateQueries({ queryKey: ['crm'] });
    },
  });
}
