import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactUpdate, ContactOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { CRM_ROOTS, invalidateAll } from '@/lib/query-keys';

/** `version` is the one the edit started from: a stale one answers 409. */
export function updateContact(body: ContactUpdate): Promise<ContactOut> {
  return unwrap(api.POST('/contacts/update', { body }));
}

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: () => invalidateAll(queryClient, CRM_ROOTS),
  });
}
