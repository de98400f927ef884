import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kind, OrganisationOut } from '@/lib/api/types';
import { CRM_ROOTS, invalidateAll, refetchWhenStale } from '@/lib/query-keys';
import { setArchived } from './organisation-calls';

export type ArchiveOrganisation = { kind: Kind; id: number; archived: boolean; version: number };

/** Archive, or with `archived: false` restore, from the version read (changed since: 409, the record refetched). */
export function archiveOrganisation({ kind, id, archived, version }: ArchiveOrganisation): Promise<OrganisationOut> {
  return setArchived(kind, id, archived, version);
}

export function useArchiveOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveOrganisation,
    onSuccess: () => invalidateAll(queryClient, CRM_ROOTS),
    onError: refetchWhenStale(queryClient, CRM_ROOTS),
  });
}
