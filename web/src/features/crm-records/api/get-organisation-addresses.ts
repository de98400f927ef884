import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AddressList, AddressOut, Kind } from '@/lib/api/types';
import { http } from '@/lib/http';
import { nextPage, whole, type Paged } from '@/lib/paged';
import { organisationKey } from './kinds';

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
      return whole(await http.get<AddressOut[]>(`/addresses/customer/${id}`, { query, signal }));
    case 'supplier':
      return whole(await http.get<AddressOut[]>(`/addresses/supplier/${id}`, { query, signal }));
    case 'other':
    case 'company':
      return http.get<AddressList>(`/addresses/all/${page}`, {
        query: { ...query, related_id: id, items_per_page: PAGE_SIZE, sort: 'address_type' },
        signal,
      });
  }
}

export const organisationAddressesQueryOptions = (kind: Kind, id: number, archived: boolean) =>
  infiniteQueryOptions({
    queryKey: [...organisationKey(kind, id), 'addresses', { archived }],
    queryFn: ({ pageParam, signal }) => getOrganisationAddresses(kind, id, archived, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export function useOrganisationAddresses(kind: Kind, id: number, archived: boolean) {
  return useInfiniteQuery(organisationAddressesQueryOptions(kind, id, archived));
}
