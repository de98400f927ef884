import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyList, OrganisationListParams } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** One page of companies (prospects, developers, main contractors): the one list that takes ?page=. */
export function getCompanies(params: OrganisationListParams, signal?: AbortSignal): Promise<CompanyList> {
  return unwrap(api.GET('/companys', { params: { query: params }, signal }));
}

export const companiesQueryOptions = (params: OrganisationListParams) =>
  queryOptions({
    queryKey: queryKeys.companies.list(params),
    queryFn: ({ signal }) => getCompanies(params, signal),
    placeholderData: keepPreviousData,
  });

export function useCompanies(params: OrganisationListParams) {
  return useQuery(companiesQueryOptions(params));
}
