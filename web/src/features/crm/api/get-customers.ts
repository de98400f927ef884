import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerList, OrganisationListParams } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** One page (in the path) of customers, searched, sorted, active or archived. */
export function getCustomers({ page = 1, ...query }: OrganisationListParams, signal?: AbortSignal): Promise<CustomerList> {
  return unwrap(api.GET('/customers/all/{x}', { params: { path: { x: page }, query }, signal }));
}

export const customersQueryOptions = (params: OrganisationListParams) =>
  queryOptions({
    queryKey: queryKeys.customers.list(params),
    queryFn: ({ signal }) => getCustomers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useCustomers(params: OrganisationListParams) {
  return useQuery(customersQueryOptions(params));
}
