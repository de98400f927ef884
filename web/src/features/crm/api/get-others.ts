import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganisationListParams } from '@/lib/api/types';
import { queryKeys } from '@/lib/query-keys';
import { listOthers } from '@/lib/resources/organisations';

export const othersQueryOptions = (params: OrganisationListParams) =>
  queryOptions({
    queryKey: queryKeys.others.list(params),
    queryFn: ({ signal }) => listOthers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useOthers(params: OrganisationListParams) {
  return useQuery(othersQueryOptions(params));
}
