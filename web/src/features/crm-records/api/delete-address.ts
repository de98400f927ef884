import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kind } from '@/lib/api/types';
import { api, done } from '@/lib/api/client';
import { CRM_ROOTS, invalidateAll, queryKeys } from '@/lib/query-keys';

export type DeleteAddress = { kind: Kind; addressId: number; userId: number | null };

/** Managers and admins; `related_type` is the kind of the organisation the address belongs to. */
export function deleteAddress({ kind, addressId, userId }: DeleteAddress): Promise<void> {
  const query = { related_type: kind, address_id: addressId, user_id: userId };
  return done(api.DELETE('/addresses', { params: { query } }));
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (_, { addressId }) => {
      queryClient.removeQueries({ queryKey: queryKeys.addresses.detail(addressId) });
      return invalidateAll(queryClient, CRM_ROOTS);
    },
  });
}
