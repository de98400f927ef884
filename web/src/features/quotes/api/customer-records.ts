/**
 * What the editor's header picks from once a customer is chosen: the customer's contacts (the recipients), its
 * addresses (the delivery address) and its projects. Each is cached under its own resource, so a change to a
 * contact, an address or a project refreshes it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectListParams } from '@/lib/api/types';
import { queryKeys } from '@/lib/query-keys';
import { customerAddresses, customerContacts } from '@/lib/resources/contacts-addresses';
import { listProjects } from '@/lib/resources/projects';

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
      queryFn: ({ signal }) => customerContacts(customerId ?? 0, {}, signal),
    }),
    enabled: customerId !== null,
  });
}

export function useCustomerAddresses(customerId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.addresses.list({ customer_id: customerId ?? 0, all: true }),
      queryFn: ({ signal }) => customerAddresses(customerId ?? 0, {}, signal),
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
      queryFn: ({ signal }) => listProjects(params, signal),
      select: (page) => page.items,
    }),
    enabled: customerId !== null,
  });
}
