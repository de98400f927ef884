import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactList, ContactListParams } from '@/lib/api/types';
import { http } from '@/lib/http';
import { crmListKey } from '../tabs';

/** One page (in the path) of every organisation's contacts, searched, sorted, active or archived. */
export function getContacts({ page = 1, ...query }: ContactListParams, signal?: AbortSignal): Promise<ContactList> {
  return http.get<ContactList>(`/contacts/all/${page}`, { query, signal });
}

export const contactsQueryOptions = (params: ContactListParams) =>
  queryOptions({
    queryKey: [...crmListKey('contacts'), params],
    queryFn: ({ signal }) => getContacts(params, signal),
    placeholderData: keepPreviousData,
  });

export function useContacts(params: ContactListParams) {
  return useQuery(contactsQueryOptions(params));
}
