import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Kind } from '@/lib/api/types';
import { KINDS } from '@/lib/api/types';
import { isApiError } from '@/lib/http';
import { queryKeys } from '@/lib/query-keys';
import { fetchOrganisation } from '@/lib/resources/organisations';
import type { OrganisationOption } from './organisation-option';

/**
 * The organisation a "new contact / new address" link names by `related_id`. The link should carry its
 * kind too; without it each kind's get call is tried in turn (the API has no kind-less organisation call).
 */
export async function getOrganisationRef(id: number, kind: Kind | null, signal?: AbortSignal): Promise<OrganisationOption> {
  for (const candidate of kind ? [kind] : KINDS) {
    try {
      const org = await fetchOrganisation(candidate, id, signal);
      return { id: org.id, kind: org.kind, name: org.name };
    } catch (error) {
      if (!(isApiError(error) && error.status === 404) || kind) throw error;
    }
  }
  throw new Error('This organisation does not exist.');
}

export const organisationRefQueryOptions = (id: number, kind: Kind | null) =>
  queryOptions({
    queryKey: queryKeys.organisations.ref(id, kind),
    queryFn: ({ signal }) => getOrganisationRef(id, kind, signal),
  });

export function useOrganisationRef(id: number | null, kind: Kind | null) {
  return useQuery({ ...organisationRefQueryOptions(id ?? 0, kind), enabled: id !== null });
}
