import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactOut } from '@/lib/api/types';
import { http } from '@/lib/http';

export const contactKey = (contactId: number) => ['crm', 'contact', contactId] as const;

/** Contact `contactId` of organisation `relatedId` (the API has no call for a contact on its own). */
export function getContact(contactId: number, relatedId: number, signal?: AbortSignal): Promise<ContactOut> {
  return http.get<ContactOut>(`/contacts/${contactId}/${relatedId}`, { signal });
}

export const contactQueryOptions = (contactId: number, relatedId: number) =>
  queryOptions({
    queryKey: [...contactKey(contactId), relatedId],
    queryFn: ({ signal }) => getContact(contactId, relatedId, signal),
  });

export function useContact(contactId: number, relatedId: number) {
  return useQuery(contactQueryOptions(contactId, relatedId));
}
