import type { Kind, OrganisationOut } from '@/lib/api/types';
import { KINDS } from '@/lib/api/types';
import { http } from '@/lib/http';
import type { Paged } from '@/lib/paged';
import { KIND_INFO } from './kinds';
import type { OrganisationOption } from './organisation-option';

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

/** The organisation picker's searches (the text is added to it). */
export const ORGANISATION_SEARCH_KEY = ['crm', 'organisation-search'] as const;
