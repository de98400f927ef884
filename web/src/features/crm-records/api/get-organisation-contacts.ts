import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ContactOut, Kind } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { customerContacts, listContacts } from '@/lib/resources/contacts-addresses';
import { nextPage, whole, type Paged } from '@/lib/paged';
import { queryKeys } from '@/lib/query-keys';

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
  const params = { path: { id }, query };
  switch (kind) {
    case 'customer':
      return whole(await customerContacts(id, query, signal));
    case 'supplier':
      return whole(await unwrap(api.GET('/contacts/supplier/{id}', { params, signal })));
    case 'other':
      return whole(await unwrap(api.GET('/others/contacts/{x}', { params: { path: { x: id }, query }, signal })));
    case 'company':
      return listContacts({ ...query, page, related_id: id, items_per_page: PAGE_SIZE }, signal);
  }
}

/** Under the contacts' keys: a change to any contact refreshes every organisation's tab. */
export const organisationContactsQueryOptions = (kind: Kind, id: number, archived: boolean) =>
  infiniteQueryOptions({
    queryKey: queryKeys.contacts.list({ kind, id, archived }),
    queryFn: ({ pageParam, signal }) => getOrganisationContacts(kind, id, archived, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export function useOrganisationContacts(kind: Kind, id: number, archived: boolean) {
  return useInfiniteQuery(organisationContactsQueryOptions(kind, id, archived));
}
