import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierList, OrganisationListParams } from '@/lib/api/types';
import { http } from '@/lib/http';
import { crmListKey } from '../tabs';

/** One page (in the path) of suppliers, searched, sorted, active or archived. */
export function getSuppliers({ page = 1, ...query }: OrganisationListParams, signal?: AbortSignal): Promise<SupplierList> {
  return http.get<SupplierList>(`/suppliers/all/${page}`, { query, signal });
}

export const suppliersQueryOptions = (params: OrganisationListParams) =>
  queryOptions({
    queryKey: [...crmListKey('suppliers'), params],
    queryFn: ({ signal }) => getSuppliers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useSuppliers(params: OrganisationListParams) {
  return useQuery(suppliersQueryOptions(params));
}
