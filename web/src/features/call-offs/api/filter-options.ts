/** What the board's filters pick from: works (suppliers), hauliers (suppliers or others) and customers. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PickerOption } from '@/components/RecordPicker';
import {
  organisationOptionQueryOptions,
  organisationOptionsKey,
  searchOrganisationOptions,
  type OptionKind,
  OPTION_MATCHES,
} from '@/lib/resources/organisation-options';
import { fetchProject, listProjects } from '@/lib/resources/projects';
import { queryKeys } from '@/lib/query-keys';

export const searchWorks = (q: string, signal?: AbortSignal) => searchOrganisationOptions('supplier', q, signal);
export const worksSearchKey = organisationOptionsKey('supplier');
export const searchCustomers = (q: string, signal?: AbortSignal) => searchOrganisationOptions('customer', q, signal);
export const customerSearchKey = organisationOptionsKey('customer');

/** A haulier is a supplier or an "other" (a transport firm): both kinds' matches, suppliers first. */
export async function searchHauliers(q: string, signal?: AbortSignal): Promise<PickerOption[]> {
  const [suppliers, others] = await Promise.all([
    searchOrganisationOptions('supplier', q, signal, 5),
    searchOrganisationOptions('other', q, signal, 5),
  ]);
  return [...suppliers, ...others];
}
export const haulierSearchKey = ['organisations', 'search', 'haulier'] as const;

export function useOrganisationOption(kind: OptionKind, id: number | null) {
  return useQuery({ ...organisationOptionQueryOptions(kind, id ?? 0), enabled: id !== null, retry: false });
}

/** A site is a project: the orders for it and their call-offs. */
export async function searchSites(q: string, signal?: AbortSignal): Promise<PickerOption[]> {
  const page = await listProjects({ q, items_per_page: OPTION_MATCHES }, signal);
  return page.items.map((project) => ({ id: project.project_id, name: project.name }));
}
export const siteSearchKey = queryKeys.projects.search({ as: 'option', items_per_page: OPTION_MATCHES });

export function useSiteOption(projectId: number | null) {
  const id = projectId ?? 0;
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.projects.detail(id),
      queryFn: ({ signal }) => fetchProject(id, signal),
      select: (project): PickerOption => ({ id: project.project_id, name: project.name }),
      staleTime: 60_000,
    }),
    enabled: projectId !== null,
  });
}
