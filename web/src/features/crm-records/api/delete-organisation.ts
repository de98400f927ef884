import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kind } from '@/lib/api/types';
import { http } from '@/lib/http';
import { KIND_INFO } from './kinds';

export type DeleteOrganisation = { kind: Kind; id: number; userId: number | null };

/** Managers and admins; refused with 409 (and the reason) while contacts or addresses depend on it. */
export function deleteOrganisation({ kind, id, userId }: DeleteOrganisation): Promise<void> {
  const { path, query } = KIND_INFO[kind].delete(id, userId);
  return http.delete(path, { query });
}

export function useDeleteOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganisation,
    onSuccess: (_, { kind, id }) => {
      queryClient.removeQueries({ queryKey: ['crm', 'organisation', kind, id] });
      return queryClient.invalidateQueries({ queryKey: ['crm'] });
    },
  });
}
