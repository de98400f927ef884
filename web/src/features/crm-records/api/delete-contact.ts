import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kind } from '@/lib/api/types';
import { http } from '@/lib/http';

/** The typed deletes: a contact of a customer, a supplier or an other. Companies have none. */
const DELETE_PATHS: Partial<Record<Kind, string>> = {
  customer: '/contacts/customer',
  supplier: '/contacts/supplier',
  other: '/contacts/other',
};

export function canDeleteContactOf(kind: Kind): boolean {
  return DELETE_PATHS[kind] !== undefined;
}

export type DeleteContact = { kind: Kind; contactId: number; relatedId: number; userId: number | null };

export function deleteContact({ kind, contactId, relatedId, userId }: DeleteContact): Promise<void> {
  const path = DELETE_PATHS[kind];
  if (!path) return Promise.reject(new Error(`Contacts of a ${kind} cannot be deleted.`));
  return http.delete(path, { query: { contact_id: contactId, related_id: relatedId, user_id: userId } });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: (_, { contactId }) => {
      queryClient.removeQueries({ queryKey: ['crm', 'contact', contactId] });
      return queryClient.invalidateQueries({ queryKey: ['crm'] });
    },
  });
}
