/**
 * What the editor's header picks from once a customer is chosen: the customer's contacts (the recipients), its
 * addresses (the delivery address) and its projects. Each is cached under its own resource, so a change to a
 * contact, an address or a project refreshes it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressOut, ContactOut, ProjectListParams } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

export function getCustomerContacts(customerId: number, signal?: AbortSignal): Promise<ContactOut[]> {
  return unwrap(api.GET('/contacts/customer/{id}', { params: { path: { id: customerId } }, signal }));
}

export function getCustomerAddresses(customerId: number, signal?: AbortSignal): Promise<AddressOut[]> {
  return unwrap(api.GET('/addresses/customer/{id}', { params: { path: { id: customerId } }, signal }));
}

const PROJECTS = 100;

const projectsOf = (customerId: number): ProjectListParams => ({
  customer_id: customerId,
  items_per_page: PROJECTS,
  sort: '-updated_at',
});

export function useCustomerContacts(customerId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.contacts.list({ customer_id: customerId ?? 0, all: true }),
      queryFn: ({ signal }) => getCustomerContacts(customerId ?? 0, signal),
    }),
    enabled: customerId !== null,
  });
}

export function useCustomerAddresses(customerId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.addresses.list({ customer_id: customerId ?? 0, all: true }),
      queryFn: ({ signal }) => getCustomerAddresses(customerId ?? 0, signal),
    }),
    enabled: customerId !== null,
  });
}

/** The customer's projects, newest change first (the list's page as sent; its items read). */
export function useCustomerProjects(customerId: number | null) {
  const params = projectsOf(customerId ?? 0);
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.projects.list(params),
      queryFn: ({ signal }) => unwrap(api.GET('/projects/all', { params: { query: params }, signal })),
      select: (page) => page.items,
    }),
    enabled: customerId !== null,
  });
}
