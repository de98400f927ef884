import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kind, OrganisationOut } from '@/lib/api/types';
import { CRM_ROOTS, invalidateAll } from '@/lib/query-keys';
import { setArchived } from './organisation-calls';

export type ArchiveOrganisation = { kind: Kind; id: number; archived: boolean };

/** Archive, or with `archived: false` restore. */
export function archiveOrganisation({ kind, id, archived }: ArchiveOrganisation): Promise<OrganisationOut> {
  return setArchived(kind, id, archived);
}

export function useArchiveOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveOrganisation,
    onSuccess: () => invalidateAll(queryClient, CRM_ROOTS),
  });
}
