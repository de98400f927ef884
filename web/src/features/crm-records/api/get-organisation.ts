import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Kind, OrganisationOut } from '@/lib/api/types';
import { queryKeys } from '@/lib/query-keys';
import { fetchOrganisation } from './organisation-calls';

/** One customer, supplier, other or company (each kind's answer carries `id` and `kind`). */
export function getOrganisation(kind: Kind, id: number, signal?: AbortSignal): Promise<OrganisationOut> {
  return fetchOrganisation(kind, id, signal);
}

/** Under the kind's shared detail key: every feature that shows the record reads and refreshes the same entry. */
export const organisationQueryOptions = (kind: Kind, id: number) =>
  queryOptions({
    queryKey: queryKeys.organisation(kind).detail(id),
    queryFn: ({ signal }) => getOrganisation(kind, id, signal),
  });

export function useOrganisation(kind: Kind, id: number, enabled = true) {
  return useQuery({ ...organisationQueryOptions(kind, id), enabled });
}
