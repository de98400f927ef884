import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ContactList, ContactOut, Kind } from '@/lib/api/types';
import { http } from '@/lib/http';
import { nextPage, whole, type Paged } from '@/lib/paged';
import { organisationKey } from './kinds';

const PAGE_SIZE = 100;

/**
 * Customers, suppliers and others have their own contact calls; companies have none, so their contacts come
 * from the contacts list filtered by organisation (`GET /contacts/all/{page}?related_id=`), a page at a time.
 */
export async function getOrganisationContacts(
  kind: Kind,
  id: number,
  archived: boolean,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<ContactOut>> {
  const query = { archived: archived || undefined };
  switch (kind) {
    case 'customer':
      return whole(await http.get<ContactOut[]>(`/contacts/customer/${id}`, { query, signal }));
    case 'supplier':
      return whole(await http.get<ContactOut[]>(`/contacts/supplier/${id}`, { query, signal }));
    case 'other':
      return whole(await http.get<ContactOut[]>(`/others/contacts/${id}`, { query, signal }));
    case 'company':
      return http.get<ContactList>(`/contacts/all/${page}`, {
        query: { ...query, related_id: id, items_per_page: PAGE_SIZE },
        signal,
      });
  }
}

export const organisationContactsQueryOptions = (kind: Kind, id: number, archived: boolean) =>
  infiniteQueryOptions({
    queryKey: [...organisationKey(kind, id), 'contacts', { archived }],
    queryFn: ({ pageParam, signal }) => getOrganisationContacts(kind, id, archived, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export function useOrganisationContacts(kind: Kind, id: number, archived: boolean) {
  return useInfiniteQuery(organisationContactsQueryOptions(kind, id, archived));
}
