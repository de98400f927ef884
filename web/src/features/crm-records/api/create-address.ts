import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressIn, AddressOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { CRM_ROOTS, invalidateAll } from '@/lib/query-keys';

/** UK postcodes are checked and written the standard way by the server (`ls11 5rt` → `LS11 5RT`). */
export function createAddress(body: AddressIn): Promise<AddressOut> {
  return unwrap(api.POST('/addresses/add', { body }));
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => invalidateAll(queryClient, CRM_ROOTS),
  });
}
