import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactOut, ContactUpdate } from '@/lib/api/types';
import { http } from '@/lib/http';

/** `version` is the one the edit started from: a stale one answers 409. */
export function updateContact(body: ContactUpdate): Promise<ContactOut> {
  return http.post<ContactOut>('/contacts/update', body);
}

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['crm'] }),
  });
}
