/**
 * Organisations as a picker offers them (`{ id, name }`): the first matches of what was typed by each kind's
 * list call, and one named by id (a filter in the address) by its record call. The product, project and
 * quote screens pick customers (and companies, quoted to like customers), suppliers and architects' practices
 * (others) with them, under the CRM's
 * keys, so a rename in the CRM refreshes every picker.
 */
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { fetchOrganisation, listOrganisations } from './organisations';

export type OrganisationOption = { id: number; name: string };
export type OptionKind = 'customer' | 'supplier' | 'other' | 'company';

/** How many matches a picker shows. */
export const OPTION_MATCHES = 8;

/** Active organisations of one kind whose name, account number, town or postcode matches `q`. */
export async function searchOrganisationOptions(
  kind: OptionKind,
  q: string,
  signal?: AbortSignal,
  limit = OPTION_MATCHES,
): Promise<OrganisationOption[]> {
  const page = await listOrganisations(kind, { page: 1, q, items_per_page: limit }, signal);
  return page.items.map(({ id, name }) => ({ id, name }));
}

/** A picker's search key (RecordPicker adds the text typed): the kind's searches, as options. */
export const organisationOptionsKey = (kind: OptionKind, limit = OPTION_MATCHES) =>
  queryKeys.organisation(kind).search({ as: 'option', items_per_page: limit });

/** An organisation named by id, for its name: its record is cached as sent (the CRM's key), and read as an option. */
export const organisationOptionQueryOptions = (kind: OptionKind, id: number) =>
  queryOptions({
    queryKey: queryKeys.organisation(kind).detail(id),
    queryFn: ({ signal }) => fetchOrganisation(kind, id, signal),
    select: (record): OrganisationOption => ({ id, name: record.name }),
    staleTime: 60_000,
  });
