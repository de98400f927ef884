import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AddressOut, Kind } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { customerAddresses, listAddresses } from '@/lib/resources/contacts-addresses';
import { nextPage, whole, type Paged } from '@/lib/paged';
import { queryKeys } from '@/lib/query-keys';

const PAGE_SIZE = 100;

/**
 * Customers and suppliers have their own address calls; others and companies have none, so theirs come from
 * the address list filtered by organisation (`GET /addresses/all/{page}?related_id=`), a page at a time.
 */
export async function getOrganisationAddresses(
  kind: Kind,
  id: number,
  archived: boolean,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<AddressOut>> {
  const query = { archived: archived || undefined };
  switch (kind) {
    case 'customer':
      return whole(await customerAddresses(id, query, signal));
    case 'supplier':
      return whole(await unwrap(api.GET('/addresses/supplier/{id}', { params: { path: { id }, query }, signal })));
    case 'other':
    case 'company':
      return listAddresses({ ...query, page, related_id: id, items_per_page: PAGE_SIZE, sort: 'address_type' }, signal);
  }
}

/** Under the addresses' keys: a change to any address refreshes every organisation's tab. */
export const organisationAddressesQueryOptions = (kind: Kind, id: number, archived: boolean) =>
  infiniteQueryOptions({
    queryKey: queryKeys.addresses.list({ kind, id, archived }),
    queryFn: ({ pageParam, signal }) => getOrganisationAddresses(kind, id, archived, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export function useOrganisationAddresses(kind: Kind, id: number, archived: boolean) {
  return useInfiniteQuery(organisationAddressesQueryOptions(kind, id, archived));
}
