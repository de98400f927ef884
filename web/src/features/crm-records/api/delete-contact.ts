import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kind } from '@/lib/api/types';
import { api, done } from '@/lib/api/client';
import { CRM_ROOTS, invalidateAll, queryKeys } from '@/lib/query-keys';

/** The typed deletes: a contact of a customer, a supplier or an other. Companies have none. */
const DELETE_PATHS = {
  customer: '/contacts/customer',
  supplier: '/contacts/supplier',
  other: '/contacts/other',
} as const satisfies Partial<Record<Kind, string>>;

const hasDelete = (kind: Kind): kind is keyof typeof DELETE_PATHS => kind in DELETE_PATHS;

export function canDeleteContactOf(kind: Kind): boolean {
  return hasDelete(kind);
}

export type DeleteContact = { kind: Kind; contactId: number; relatedId: number; userId: number | null };

export function deleteContact({ kind, contactId, relatedId, userId }: DeleteContact): Promise<void> {
  if (!hasDelete(kind)) return Promise.reject(new Error(`Contacts of a ${kind} cannot be deleted.`));
  const query = { contact_id: contactId, related_id: relatedId, user_id: userId };
  return done(api.DELETE(DELETE_PATHS[kind], { params: { query } }));
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: (_, { contactId }) => {
      queryClient.removeQueries({ queryKey: queryKeys.contacts.detail(contactId) });
      return invalidateAll(queryClient, CRM_ROOTS);
    },
  });
}
