import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kind } from '@/lib/api/types';
import { http } from '@/lib/http';
import { KIND_INFO, organisationKey } from './kinds';

export function deleteNote(kind: Kind, noteId: number): Promise<void> {
  return http.delete(`${KIND_INFO[kind].base}/note/${noteId}`);
}

export function useDeleteNote(kind: Kind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => deleteNote(kind, noteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKey(kind, id) }),
  });
}
