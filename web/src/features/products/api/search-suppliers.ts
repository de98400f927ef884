import { useQueries, useQuery } from '@tanstack/react-query';
import {
  organisationOptionQueryOptions,
  organisationOptionsKey,
  searchOrganisationOptions,
} from '@/lib/resources/organisation-options';
import type { SupplierChoice } from '../lib/product-form';

const SHOWN = 10;

/** Active suppliers matching `q` (name, account number, town…), for the pickers. */
export function searchSuppliers(q: string, signal?: AbortSignal): Promise<SupplierChoice[]> {
  return searchOrganisationOptions('supplier', q, signal, SHOWN);
}

/** The pickers' search key (the text typed is added to it): the CRM's supplier searches. */
export const supplierSearchKey = organisationOptionsKey('supplier', SHOWN);

/** The same search for the list's supplier filter (several suppliers at once). */
export function useSupplierSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...supplierSearchKey, q],
    queryFn: ({ signal }) => searchSuppliers(q, signal),
    staleTime: 30_000,
    enabled,
  });
}

/** The suppliers a filter names by id (in the address), for their names. */
export function useSuppliersById(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => ({ ...organisationOptionQueryOptions('supplier', id), staleTime: 5 * 60_000 })),
  });
}
