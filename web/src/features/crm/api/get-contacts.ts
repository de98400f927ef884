import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactListParams } from '@/lib/api/types';
import { queryKeys } from '@/lib/query-keys';
import { listContacts } from '@/lib/resources/contacts-addresses';

export const contactsQueryOptions = (params: ContactListParams) =>
  queryOptions({
    queryKey: queryKeys.contacts.list(params),
    queryFn: ({ signal }) => listContacts(params, signal),
    placeholderData: keepPreviousData,
  });

export function useContacts(params: ContactListParams) {
  return useQuery(contactsQueryOptions(params));
}
