import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kind } from '@/lib/api/types';
import { CRM_ROOTS, invalidateAll, queryKeys } from '@/lib/query-keys';
import { removeOrganisation } from './organisation-calls';

export type DeleteOrganisation = { kind: Kind; id: number; userId: number | null };

/** Managers and admins; refused with 409 (and the reason) while contacts or addresses depend on it. */
export function deleteOrganisation({ kind, id, userId }: DeleteOrganisation): Promise<void> {
  return removeOrganisation(kind, id, userId);
}

export function useDeleteOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganisation,
    onSuccess: (_, { kind, id }) => {
      queryClient.removeQueries({ queryKey: queryKeys.organisation(kind).detail(id) });
      return invalidateAll(queryClient, CRM_ROOTS);
    },
  });
}
