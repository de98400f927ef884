import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Kind } from '@/lib/api/types';
import { queryKeys } from '@/lib/query-keys';
import { fetchOrganisation } from '@/lib/resources/organisations';

/** Under the kind's shared detail key: every feature that shows the record reads and refreshes the same entry. */
export const organisationQueryOptions = (kind: Kind, id: number) =>
  queryOptions({
    queryKey: queryKeys.organisation(kind).detail(id),
    queryFn: ({ signal }) => fetchOrganisation(kind, id, signal),
  });

export function useOrganisation(kind: Kind, id: number, enabled = true) {
  return useQuery({ ...organisationQueryOptions(kind, id), enabled });
}
