import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** Contact `contactId` of organisation `relatedId` (the API has no call for a contact on its own). */
export function getContact(contactId: number, relatedId: number, signal?: AbortSignal): Promise<ContactOut> {
  return unwrap(api.GET('/contacts/{x}/{y}', { params: { path: { x: contactId, y: relatedId } }, signal }));
}

export const contactQueryOptions = (contactId: number, relatedId: number) =>
  queryOptions({
    queryKey: [...queryKeys.contacts.detail(contactId), relatedId],
    queryFn: ({ signal }) => getContact(contactId, relatedId, signal),
  });

export function useContact(contactId: number, relatedId: number) {
  return useQuery(contactQueryOptions(contactId, relatedId));
}
