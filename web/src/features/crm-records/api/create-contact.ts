import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactIn, ContactOut } from '@/lib/api/types';
import { http } from '@/lib/http';

/** The same email twice at one organisation is refused (409 with a field message). */
export function createContact(body: ContactIn): Promise<ContactOut> {
  return http.post<ContactOut>('/contacts/add', body);
}

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['crm'] }),
  });
}
