import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressArchive, AddressOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { CRM_ROOTS, invalidateAll, refetchWhenStale } from '@/lib/query-keys';

/** Archive, or with `archived: false` restore, from the `version` read (changed since: 409, the record refetched). */
export function archiveAddress(body: AddressArchive): Promise<AddressOut> {
  return unwrap(api.PUT('/addresses/archive', { body }));
}

export function useArchiveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveAddress,
    onSuccess: () => invalidateAll(queryClient, CRM_ROOTS),
    onError: refetchWhenStale(queryClient, CRM_ROOTS),
  });
}
