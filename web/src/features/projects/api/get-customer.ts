import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressList, CustomerOut } from '@/lib/api/types';
import { http } from '@/lib/http';
import type { CustomerOption } from './project-form';

/** A customer as a link names it, with who looks after it (a new project for it takes them). */
export type LinkedCustomer = CustomerOption & { accountManagerId: number | null };

/** The customer a link names by id (`/projects/new?customer_id=5`, a filter in the address), for its name. */
export async function getCustomer(customerId: number, signal?: AbortSignal): Promise<LinkedCustomer> {
  const customer = await http.get<CustomerOut>(`/customers/${customerId}`, { signal });
  return { id: customer.customer_id, name: customer.name, accountManagerId: customer.account_manager_id };
}

export const customerQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: ['projects', 'customer', customerId],
    queryFn: ({ signal }) => getCustomer(customerId, signal),
    staleTime: 60_000,
  });

export function useCustomer(customerId: number | null) {
  return useQuery({ ...customerQueryOptions(customerId ?? 0), enabled: customerId !== null });
}

const SITE_PAGE = 100;

/** The customer's addresses, sites first: where the project's site can be. */
export function getCustomerAddresses(customerId: number, signal?: AbortSignal): Promise<AddressList> {
  return http.get<AddressList>('/addresses/all/1', {
    query: { related_id: customerId, items_per_page: SITE_PAGE, sort: 'address_type' },
    signal,
  });
}

export const customerAddressesQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: ['projects', 'customer', customerId, 'addresses'],
    queryFn: ({ signal }) => getCustomerAddresses(customerId, signal),
  });

export function useCustomerAddresses(customerId: number | null) {
  return useQuery({ ...customerAddressesQueryOptions(customerId ?? 0), enabled: customerId !== null });
}
