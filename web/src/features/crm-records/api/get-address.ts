import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressOut, Kind } from '@/lib/api/types';
import { http } from '@/lib/http';
import { addressKey } from './file-target';

/** Address `addressId` of an organisation of kind `kind`. */
export function getAddress(kind: Kind, addressId: number, signal?: AbortSignal): Promise<AddressOut> {
  return http.get<AddressOut>(`/addresses/one/${kind}/${addressId}`, { signal });
}

export const addressQueryOptions = (kind: Kind, addressId: number) =>
  queryOptions({
    queryKey: [...addressKey(addressId), 'detail', kind],
    queryFn: ({ signal }) => getAddress(kind, addressId, signal),
  });

export function useAddress(kind: Kind, addressId: number) {
  return useQuery(addressQueryOptions(kind, addressId));
}
