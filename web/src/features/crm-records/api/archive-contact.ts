import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactArchive, ContactOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { CRM_ROOTS, invalidateAll, refetchWhenStale } from '@/lib/query-keys';

/** Archive, or with `archived: false` restore, from the `version` read (changed since: 409, the record refetched). */
export function archiveContact(body: ContactArchive): Promise<ContactOut> {
  return unwrap(api.PUT('/contacts/archive', { body }));
}

export function useArchiveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveContact,
    onSuccess: () => invalidateAll(queryClient, CRM_ROOTS),
    onError: refetchWhenStale(queryClient, CRM_ROOTS),
  });
}
