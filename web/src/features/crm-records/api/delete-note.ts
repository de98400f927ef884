import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kind } from '@/lib/api/types';
import { api, done } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import { BASES } from './kinds';

export function deleteNote(kind: Kind, noteId: number): Promise<void> {
  return done(api.DELETE(`${BASES[kind]}/note/{id}`, { params: { path: { id: noteId } } }));
}

export function useDeleteNote(kind: Kind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => deleteNote(kind, noteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.subject({ type: kind, id }) }),
  });
}
