import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactArchive, ContactOut } from '@/lib/api/types';
import { http } from '@/lib/http';

/** Archive, or with `archived: false` restore. */
export function archiveContact(body: ContactArchive): Promise<ContactOut> {
  return http.put<ContactOut>('/contacts/archive', body);
}

export function useArchiveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['crm'] }),
  });
}
