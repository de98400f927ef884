/**
 * What the list filters and the editor pick from: customers (the shared organisation options) and projects by
 * their list call (the first few matches of what was typed), and the one a link names by id
 * (`?customer_id=5`), for its name. All under the records' own keys, so a rename refreshes them.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import {
  OPTION_MATCHES,
  organisationOptionQueryOptions,
  organisationOptionsKey,
  searchOrganisationOptions,
  type OrganisationOption,
} from '@/lib/resources/organisation-options';
import { fetchProject, listProjects } from '@/lib/resources/projects';

export type FilterOption = OrganisationOption;

/** Customers whose name, account number, town or postcode matches `q`. */
export function searchCustomers(q: string, signal?: AbortSignal): Promise<FilterOption[]> {
  return searchOrganisationOptions('customer', q, signal);
}

/** Projects whose name, reference or Glenigan id matches `q`, of one customer when given. */
export async function searchProjects(q: string, customerId: number | null, signal?: AbortSignal): Promise<FilterOption[]> {
  const query = { q, customer_id: customerId ?? undefined, items_per_page: OPTION_MATCHES };
  const page = await listProjects(query, signal);
  return page.items.map((project) => ({ id: project.project_id, name: project.name }));
}

/** The pickers' search keys (the text typed is added to them). */
export const customerSearchKey = organisationOptionsKey('customer');
export const projectSearchKey = (customerId: number | null) =>
  queryKeys.projects.search({ as: 'option', customer_id: customerId, items_per_page: OPTION_MATCHES });

export function useCustomerOption(customerId: number | null) {
  return useQuery({ ...organisationOptionQueryOptions('customer', customerId ?? 0), enabled: customerId !== null });
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
