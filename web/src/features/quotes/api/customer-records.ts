/**
 * What the editor's header picks from once a customer is chosen: the customer's contacts (the recipients), its
 * addresses (the delivery address) and its projects.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressOut, ContactOut, ProjectList } from '@/lib/api/types';
import { http } from '@/lib/http';
import { quoteKeys } from './keys';

const key = (customerId: number, what: string) => [...quoteKeys.all, 'editor', 'customer', customerId, what] as const;

export function getCustomerContacts(customerId: number, signal?: AbortSignal): Promise<ContactOut[]> {
  return http.get<ContactOut[]>(`/contacts/customer/${customerId}`, { signal });
}

export function getCustomerAddresses(customerId: number, signal?: AbortSignal): Promise<AddressOut[]> {
  return http.get<AddressOut[]>(`/addresses/customer/${customerId}`, { signal });
}

const PROJECTS = 100;

export async function getCustomerProjects(customerId: number, signal?: AbortSignal): Promise<ProjectList['items']> {
  const page = await http.get<ProjectList>('/projects/all', {
    query: { customer_id: customerId, items_per_page: PROJECTS, sort: '-updated_at' },
    signal,
  });
  return page.items;
}

export function useCustomerContacts(customerId: number | null) {
  return useQuery({
    ...queryOptions({ queryKey: key(customerId ?? 0, 'contacts'), queryFn: ({ signal }) => getCustomerContacts(customerId ?? 0, signal) }),
    enabled: customerId !== null,
  });
}

export function useCustomerAddresses(customerId: number | null) {
  return useQuery({
    ...queryOptions({ queryKey: key(customerId ?? 0, 'addresses'), queryFn: ({ signal }) => getCustomerAddresses(customerId ?? 0, signal) }),
    enabled: customerId !== null,
  });
}

export function useCustomerProjects(customerId: number | null) {
  return useQuery({
    ...queryOptions({ queryKey: key(customerId ?? 0, 'projects'), queryFn: ({ signal }) => getCustomerProjects(customerId ?? 0, signal) }),
    enabled: customerId !== null,
  });
}
