import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressUpdate, AddressOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { CRM_ROOTS, invalidateAll } from '@/lib/query-keys';

/** `version` is the one the edit started from: a stale one answers 409. */
export function updateAddress(body: AddressUpdate): Promise<AddressOut> {
  return unwrap(api.POST('/addresses/update', { body }));
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => invalidateAll(queryClient, CRM_ROOTS),
  });
}
