/**
 * What the list filters and the editor pick from: customers (the shared organisation options) and projects by
 * their list call (the first few matches of what was typed), and the one a link names by id
 * (`?customer_id=5`), for its name. All under the records' own keys, so a rename refreshes them.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/http';
import { queryKeys } from '@/lib/query-keys';
import { fetchOrganisation } from '@/lib/resources/organisations';
import {
  OPTION_MATCHES,
  organisationOptionsKey,
  searchOrganisationOptions,
  type OrganisationOption,
} from '@/lib/resources/organisation-options';
import { fetchProject, listProjects } from '@/lib/resources/projects';

export type FilterOption = OrganisationOption;

/** A quote's party as the pickers offer it: a customer, or a company (a prospect). */
export type PartyOption = FilterOption & { kind: 'customer' | 'company' };

/** Customers, then companies (prospects, quoted to like customers), whose name, account number, town or postcode matches `q`. */
export async function searchCustomers(q: string, signal?: AbortSignal): Promise<PartyOption[]> {
  const [customers, companies] = await Promise.all([
    searchOrganisationOptions('customer', q, signal),
    searchOrganisationOptions('company', q, signal),
  ]);
  return [
    ...customers.map((option): PartyOption => ({ ...option, kind: 'customer' })),
    ...companies.map((option): PartyOption => ({ ...option, kind: 'company' })),
  ];
}

/** A party with the user who looks after it (a new quote for it takes them as its account manager). */
export type PartyRecord = PartyOption & { accountManager: FilterOption | null };

/** A customer by id, or the company (prospect) of that id: the quote filters and a new quote take either. */
export async function getParty(id: number, signal?: AbortSignal): Promise<PartyRecord> {
  let kind: PartyOption['kind'] = 'customer';
  let record;
  try {
    record = await fetchOrganisation(kind, id, signal);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    kind = 'company';
    record = await fetchOrganisation(kind, id, signal);
  }
  const manager = record.account_manager_id;
  return {
    id,
    name: record.name,
    kind,
    accountManager: manager === null ? null : { id: manager, name: record.account_manager_name ?? '' },
  };
}

/** Projects whose name, reference or Glenigan id matches `q`, of one customer when given. */
export async function searchProjects(q: string, customerId: number | null, signal?: AbortSignal): Promise<FilterOption[]> {
  const query = { q, customer_id: customerId ?? undefined, items_per_page: OPTION_MATCHES };
  const page = await listProjects(query, signal);
  return page.items.map((project) => ({ id: project.project_id, name: project.name }));
}

/** The pickers' search keys (the text typed is added to them). */
export const customerSearchKey = [...organisationOptionsKey('customer'), 'and-companies'] as const;
export const projectSearchKey = (customerId: number | null) =>
  queryKeys.projects.search({ as: 'option', customer_id: customerId, items_per_page: OPTION_MATCHES });

export function useCustomerOption(customerId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: [...queryKeys.organisation('customer').detail(customerId ?? 0), 'party'],
      queryFn: ({ signal }) => getParty(customerId ?? 0, signal),
      staleTime: 60_000,
    }),
    enabled: customerId !== null,
  });
}

export function useProjectOption(projectId: number | null) {
  const id = projectId ?? 0;
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.projects.detail(id),
      queryFn: ({ signal }) => fetchProject(id, signal),
      select: (project): FilterOption => ({ id: project.project_id, name: project.name }),
      staleTime: 60_000,
    }),
    enabled: projectId !== null,
  });
}
