import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactList, ContactListParams } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** One page (in the path) of every organisation's contacts, searched, sorted, active or archived. */
export function getContacts({ page = 1, ...query }: ContactListParams, signal?: AbortSignal): Promise<ContactList> {
  return unwrap(api.GET('/contacts/all/{x}', { params: { path: { x: page }, query }, signal }));
}

export const contactsQueryOptions = (params: ContactListParams) =>
  queryOptions({
    queryKey: queryKeys.contacts.list(params),
    queryFn: ({ signal }) => getContacts(params, signal),
    placeholderData: keepPreviousData,
  });

export function useContacts(params: ContactListParams) {
  return useQuery(contactsQueryOptions(params));
}
