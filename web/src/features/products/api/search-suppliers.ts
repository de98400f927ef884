import { useQueries, useQuery } from '@tanstack/react-query';
import type { SupplierList, SupplierOut } from '@/lib/api/types';
import { http } from '@/lib/http';
import type { SupplierChoice } from '../lib/product-form';
import { supplierKeys } from './keys';

const SHOWN = 10;

/** Active suppliers matching `q` (name, account number, town…), for the pickers. */
export async function searchSuppliers(q: string, signal?: AbortSignal): Promise<SupplierChoice[]> {
  const page = await http.get<SupplierList>('/suppliers/all/1', { query: { q, items_per_page: SHOWN }, signal });
  return page.items.map(({ id, name }) => ({ id, name }));
}

/** The same search for the list's supplier filter (several suppliers at once). */
export function useSupplierSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...supplierKeys.search, q],
    queryFn: ({ signal }) => searchSuppliers(q, signal),
    staleTime: 30_000,
    enabled,
  });
}

/** The suppliers a filter names by id (in the address), for their names. */
export function useSuppliersById(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: supplierKeys.one(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => http.get<SupplierOut>(`/suppliers/single/${id}`, { signal }),
      staleTime: 5 * 60_000,
    })),
  });
}
