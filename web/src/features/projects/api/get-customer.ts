import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { listAddresses } from '@/lib/resources/contacts-addresses';
import { organisationOptionQueryOptions } from '@/lib/resources/organisation-options';

/** A customer as a link names it, with who looks after it (a new project for it takes them). */
export type LinkedCustomer = { id: number; name: string; accountManagerId: number | null };

/** The customer a link names by id (`/projects/new?customer_id=5`, a filter in the address), for its name. */
export function useCustomer(customerId: number | null) {
  return useQuery({ ...organisationOptionQueryOptions('customer', customerId ?? 0), enabled: customerId !== null });
}

/** The customer a new project is started from (`/projects/new?customer_id=5`), with its account manager. */
export function useLinkedCustomer(customerId: number | null) {
  const { queryKey, queryFn, staleTime } = organisationOptionQueryOptions('customer', customerId ?? 0);
  return useQuery({
    queryKey,
    queryFn,
    staleTime,
    select: (record): LinkedCustomer => ({ id: record.id, name: record.name, accountManagerId: record.account_manager_id }),
    enabled: customerId !== null,
  });
}

const SITE_PAGE = 100;

/** The customer's addresses, sites first: where the project's site can be. */
export const customerAddressesQueryOptions = (customerId: number) => {
  const params = { related_id: customerId, items_per_page: SITE_PAGE, sort: 'address_type' };
  return queryOptions({
    queryKey: queryKeys.addresses.list(params),
    queryFn: ({ signal }) => listAddresses({ page: 1, ...params }, signal),
  });
};

export function useCustomerAddresses(customerId: number | null) {
  return useQuery({ ...customerAddressesQueryOptions(customerId ?? 0), enabled: customerId !== null });
}
