import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierList, OrganisationListParams } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** One page (in the path) of suppliers, searched, sorted, active or archived. */
export function getSuppliers({ page = 1, ...query }: OrganisationListParams, signal?: AbortSignal): Promise<SupplierList> {
  return unwrap(api.GET('/suppliers/all/{x}', { params: { path: { x: page }, query }, signal }));
}

export const suppliersQueryOptions = (params: OrganisationListParams) =>
  queryOptions({
    queryKey: queryKeys.suppliers.list(params),
    queryFn: ({ signal }) => getSuppliers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useSuppliers(params: OrganisationListParams) {
  return useQuery(suppliersQueryOptions(params));
}
