import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OtherList, OrganisationListParams } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** One page (in the path) of others (architects, hauliers, consultants), searched, sorted, active or archived. */
export function getOthers({ page = 1, ...query }: OrganisationListParams, signal?: AbortSignal): Promise<OtherList> {
  return unwrap(api.GET('/others/all/{x}', { params: { path: { x: page }, query }, signal }));
}

export const othersQueryOptions = (params: OrganisationListParams) =>
  queryOptions({
    queryKey: queryKeys.others.list(params),
    queryFn: ({ signal }) => getOthers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useOthers(params: OrganisationListParams) {
  return useQuery(othersQueryOptions(params));
}
