import type { Kind } from '@/lib/api/types';
import { KINDS } from '@/lib/api/types';
import { queryKeys } from '@/lib/query-keys';
import { listOrganisations } from '@/lib/resources/organisations';
import type { OrganisationOption } from './organisation-option';

const PER_KIND = 6;

/**
 * Organisations of every kind matching `q`: the API has no cross-kind search, so the four kinds' list
 * calls run side by side and their first matches are merged, kind by kind.
 */
export async function searchOrganisations(q: string, signal?: AbortSignal): Promise<OrganisationOption[]> {
  const pages = await Promise.all(
    KINDS.map((kind: Kind) => listOrganisations(kind, { page: 1, q, items_per_page: PER_KIND }, signal)),
  );
  return pages.flatMap((page, index) =>
    page.items.map((org) => ({ id: org.id, kind: KINDS[index], name: org.name })),
  );
}

/** The organisation picker's searches (the text is added to it). */
export const ORGANISATION_SEARCH_KEY = queryKeys.organisations.searches();
