/**
 * What the editor's header picks from once a customer is chosen: the customer's contacts (the recipients), its
 * addresses (the delivery address) and its projects. A quote's party is a customer or a company (a prospect):
 * customers have their own contact and address calls; companies have none, so theirs come from the contact and
 * address lists filtered by organisation.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressList, AddressOut, ContactList, ContactOut, Kind, ProjectList } from '@/lib/api/types';
import { http } from '@/lib/http';
import { quoteKeys } from './keys';

/** Who a quote is for; a party without a kind is a customer. */
export type Party = { id: number; kind?: Kind };

const ALL = 100;
const isCustomer = (party: Party) => (party.kind ?? 'customer') === 'customer';
const key = (party: Party | null, what: string) =>
  [...quoteKeys.all, 'editor', party?.kind ?? 'customer', party?.id ?? 0, what] as const;

export async function getCustomerContacts(party: Party, signal?: AbortSignal): Promise<ContactOut[]> {
  if (isCustomer(party)) return http.get<ContactOut[]>(`/contacts/customer/${party.id}`, { signal });
  const page = await http.get<ContactList>('/contacts/all/1', { query: { related_id: party.id, items_per_page: ALL }, signal });
  return page.items;
}

export async function getCustomerAddresses(party: Party, signal?: AbortSignal): Promise<AddressOut[]> {
  if (isCustomer(party)) return http.get<AddressOut[]>(`/addresses/customer/${party.id}`, { signal });
  const page = await http.get<AddressList>('/addresses/all/1', {
    query: { related_id: party.id, items_per_page: ALL, sort: 'address_type' },
    signal,
  });
  return page.items;
}

export async function getCustomerProjects(customerId: number, signal?: AbortSignal): Promise<ProjectList['items']> {
  const page = await http.get<ProjectList>('/projects/all', {
    query: { customer_id: customerId, items_per_page: ALL, sort: '-updated_at' },
    signal,
  });
  return page.items;
}

export function useCustomerContacts(party: Party | null) {
  return useQuery({
    ...queryOptions({ queryKey: key(party, 'contacts'), queryFn: ({ signal }) => getCustomerContacts(party ?? { id: 0 }, signal) }),
    enabled: party !== null,
  });
}

export function useCustomerAddresses(party: Party | null) {
  return useQuery({
    ...queryOptions({ queryKey: key(party, 'addresses'), queryFn: ({ signal }) => getCustomerAddresses(party ?? { id: 0 }, signal) }),
    enabled: party !== null,
  });
}

export function useCustomerProjects(customerId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: [...quoteKeys.all, 'editor', 'projects', customerId ?? 0],
      queryFn: ({ signal }) => getCustomerProjects(customerId ?? 0, signal),
    }),
    enabled: customerId !== null,
  });
}
