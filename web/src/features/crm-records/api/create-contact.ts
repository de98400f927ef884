import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactIn, ContactOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { CRM_ROOTS, invalidateAll } from '@/lib/query-keys';

/** The same email twice at one organisation is refused (409 with a field message). */
export function createContact(body: ContactIn): Promise<ContactOut> {
  return unwrap(api.POST('/contacts/add', { body }));
}

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    onSuccess: () => invalidateAll(queryClient, CRM_ROOTS),
  });
}
