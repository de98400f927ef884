import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Kind, OrganisationOut } from '@/lib/api/types';
import { KINDS } from '@/lib/api/types';
import { http } from '@/lib/http';
import { KIND_INFO } from './kinds';
import type { OrganisationOption } from './organisation-option';
import type { Paged } from './paged';

const PER_KIND = 6;

/**
 * Organisations of every kind matching `q`: the API has no cross-kind search, so the four kinds' list
 * calls run side by side and their first matches are merged, kind by kind.
 */
export async function searchOrganisations(q: string, signal?: AbortSignal): Promise<OrganisationOption[]> {
  const pages = await Promise.all(
    KINDS.map((kind: Kind) => {
      const { path, query } = KIND_INFO[kind].list(1, q, PER_KIND);
      return http.get<Paged<OrganisationOut>>(path, { query, signal });
    }),
  );
  return pages.flatMap((page, index) =>
    page.items.map((org) => ({ id: org.id, kind: KINDS[index], name: org.name })),
  );
}

export const organisationSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['crm', 'organisation-search', q],
    queryFn: ({ signal }) => searchOrganisations(q, signal),
    staleTime: 30_000,
  });

export function useOrganisationSearch(q: string, enabled = true) {
  return useQuery({ ...organisationSearchQueryOptions(q), enabled });
}
