import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganisationListParams } from '@/lib/api/types';
import { queryKeys } from '@/lib/query-keys';
import { listCompanies } from '@/lib/resources/organisations';

export const companiesQueryOptions = (params: OrganisationListParams) =>
  queryOptions({
    queryKey: queryKeys.companies.list(params),
    queryFn: ({ signal }) => listCompanies(params, signal),
    placeholderData: keepPreviousData,
  });

export function useCompanies(params: OrganisationListParams) {
  return useQuery(companiesQueryOptions(params));
}
