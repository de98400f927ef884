import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressOut, Kind } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** Address `addressId` of an organisation of kind `kind`. */
export function getAddress(kind: Kind, addressId: number, signal?: AbortSignal): Promise<AddressOut> {
  return unwrap(api.GET('/addresses/one/{x}/{y}', { params: { path: { x: kind, y: addressId } }, signal }));
}

export const addressQueryOptions = (kind: Kind, addressId: number) =>
  queryOptions({
    queryKey: [...queryKeys.addresses.detail(addressId), kind],
    queryFn: ({ signal }) => getAddress(kind, addressId, signal),
  });

export function useAddress(kind: Kind, addressId: number) {
  return useQuery(addressQueryOptions(kind, addressId));
}
