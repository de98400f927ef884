import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganisationListParams } from '@/lib/api/types';
import { queryKeys } from '@/lib/query-keys';
import { listSuppliers } from '@/lib/resources/organisations';

export const suppliersQueryOptions = (params: OrganisationListParams) =>
  queryOptions({
    queryKey: queryKeys.suppliers.list(params),
    queryFn: ({ signal }) => listSuppliers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useSuppliers(params: OrganisationListParams) {
  return useQuery(suppliersQueryOptions(params));
}
