import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Kind, OrganisationOut } from '@/lib/api/types';
import { http } from '@/lib/http';
import { KIND_INFO, organisationKey } from './kinds';

/** One customer, supplier, other or company (each kind's answer carries `id` and `kind`). */
export function getOrganisation(kind: Kind, id: number, signal?: AbortSignal): Promise<OrganisationOut> {
  return http.get<OrganisationOut>(KIND_INFO[kind].one(id), { signal });
}

export const organisationQueryOptions = (kind: Kind, id: number) =>
  queryOptions({
    queryKey: [...organisationKey(kind, id), 'detail'],
    queryFn: ({ signal }) => getOrganisation(kind, id, signal),
  });

export function useOrganisation(kind: Kind, id: number, enabled = true) {
  return useQuery({ ...organisationQueryOptions(kind, id), enabled });
}
