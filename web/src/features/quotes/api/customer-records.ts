/**
 * What the editor's header picks from once a customer is chosen: the customer's contacts (the recipients), its
 * addresses (the delivery address) and its projects. Each is cached under its own resource, so a change to a
 * contact, an address or a project refreshes it. A quote's party is a customer or a company (a prospect):
 * customers have their own contact and address calls; companies have none, so theirs come from the contact and
 * address lists filtered by organisation.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressOut, ContactOut, Kind, ProjectListParams } from '@/lib/api/types';
import { queryKeys } from '@/lib/query-keys';
import { customerAddresses, customerContacts, listAddresses, listContacts } from '@/lib/resources/contacts-addresses';
import { listProjects } from '@/lib/resources/projects';

/** Who a quote is for; a party without a kind is a customer. */
export type Party = { id: number; kind?: Kind };

const ALL = 100;
const isCustomer = (party: Party) => (party.kind ?? 'customer') === 'customer';
const listOf = (party: Party | null) => ({ related_id: party?.id ?? 0, kind: party?.kind ?? 'customer', all: true });

export async function getCustomerContacts(party: Party, signal?: AbortSignal): Promise<ContactOut[]> {
  if (isCustomer(party)) return customerContacts(party.id, {}, signal);
  return (await listContacts({ related_id: party.id, items_per_page: ALL }, signal)).items;
}

export async function getCustomerAddresses(party: Party, signal?: AbortSignal): Promise<AddressOut[]> {
  if (isCustomer(party)) return customerAddresses(party.id, {}, signal);
  return (await listAddresses({ related_id: party.id, items_per_page: ALL, sort: 'address_type' }, signal)).items;
}

const PROJECTS = 100;

const projectsOf = (customerId: number): ProjectListParams => ({
  customer_id: customerId,
  items_per_page: PROJECTS,
  sort: '-updated_at',
});

export function useCustomerContacts(party: Party | null) {
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.contacts.list(listOf(party)),
      queryFn: ({ signal }) => getCustomerContacts(party ?? { id: 0 }, signal),
    }),
    enabled: party !== null,
  });
}

export function useCustomerAddresses(party: Party | null) {
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.addresses.list(listOf(party)),
      queryFn: ({ signal }) => getCustomerAddresses(party ?? { id: 0 }, signal),
    }),
    enabled: party !== null,
  });
}

/** The customer's projects, newest change first (the list's page as sent; its items read). */
export function useCustomerProjects(customerId: number | null) {
  const params = projectsOf(customerId ?? 0);
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.projects.list(params),
      queryFn: ({ signal }) => listProjects(params, signal),
      select: (page) => page.items,
    }),
    enabled: customerId !== null,
  });
}
