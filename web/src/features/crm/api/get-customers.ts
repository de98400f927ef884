import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganisationListParams } from '@/lib/api/types';
import { queryKeys } from '@/lib/query-keys';
import { listCustomers } from '@/lib/resources/organisations';

export const customersQueryOptions = (params: OrganisationListParams) =>
  queryOptions({
    queryKey: queryKeys.customers.list(params),
    queryFn: ({ signal }) => listCustomers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useCustomers(params: OrganisationListParams) {
  return useQuery(customersQueryOptions(params));
}
