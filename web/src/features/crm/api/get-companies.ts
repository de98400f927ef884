import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyList, OrganisationListParams } from '@/lib/api/types';
import { http } from '@/lib/http';
import { crmListKey } from '../tabs';

/** One page of companies (prospects, developers, main contractors): the one list that takes ?page=. */
export function getCompanies(params: OrganisationListParams, signal?: AbortSignal): Promise<CompanyList> {
  return http.get<CompanyList>('/companys', { query: params, signal });
}

export const companiesQueryOptions = (params: OrganisationListParams) =>
  queryOptions({
    queryKey: [...crmListKey('companies'), params],
    queryFn: ({ signal }) => getCompanies(params, signal),
    placeholderData: keepPreviousData,
  });

export function useCompanies(params: OrganisationListParams) {
  return useQuery(companiesQueryOptions(params));
}
