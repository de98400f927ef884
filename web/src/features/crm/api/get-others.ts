import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OtherList, OrganisationListParams } from '@/lib/api/types';
import { http } from '@/lib/http';
import { crmListKey } from '../tabs';

/** One page (in the path) of others (architects, hauliers, consultants), searched, sorted, active or archived. */
export function getOthers({ page = 1, ...query }: OrganisationListParams, signal?: AbortSignal): Promise<OtherList> {
  return http.get<OtherList>(`/others/all/${page}`, { query, signal });
}

export const othersQueryOptions = (params: OrganisationListParams) =>
  queryOptions({
    queryKey: [...crmListKey('others'), params],
    queryFn: ({ signal }) => getOthers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useOthers(params: OrganisationListParams) {
  return useQuery(othersQueryOptions(params));
}
