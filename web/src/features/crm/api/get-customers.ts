import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerList, OrganisationListParams } from '@/lib/api/types';
import { http } from '@/lib/http';
import { crmListKey } from '../tabs';

/** One page (in the path) of customers, searched, sorted, active or archived. */
export function getCustomers({ page = 1, ...query }: OrganisationListParams, signal?: AbortSignal): Promise<CustomerList> {
  return http.get<CustomerList>(`/customers/all/${page}`, { query, signal });
}

export const customersQueryOptions = (params: OrganisationListParams) =>
  queryOptions({
    queryKey: [...crmListKey('customers'), params],
    queryFn: ({ signal }) => getCustomers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useCustomers(params: OrganisationListParams) {
  return useQuery(customersQueryOptions(params));
}
