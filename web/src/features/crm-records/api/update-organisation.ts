import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kind, OrganisationOut } from '@/lib/api/types';
import { CRM_ROOTS, invalidateAll } from '@/lib/query-keys';
import type { OrganisationValues } from './organisation-form';
import { saveOrganisation } from './organisation-calls';

export type UpdateOrganisation = { kind: Kind; id: number; values: OrganisationValues; version: number };

/** `version` is the one the edit started from: a stale one answers 409. */
export function updateOrganisation({ kind, id, values, version }: UpdateOrganisation): Promise<OrganisationOut> {
  return saveOrganisation(kind, id, values, version);
}

/** Every view of the record refreshes, whichever feature shows it (lists, pickers, its screen). */
export function useUpdateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganisation,
    onSuccess: () => invalidateAll(queryClient, CRM_ROOTS),
  });
}
