import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kind, NoteEdit, NoteOut } from '@/lib/api/types';
import { http } from '@/lib/http';
import { KIND_INFO, organisationKey } from './kinds';

/** Its author, a manager or an admin may change a note. */
export function editNote(kind: Kind, body: NoteEdit): Promise<NoteOut> {
  return http.put<NoteOut>(`${KIND_INFO[kind].base}/note/edit`, body);
}

export function useEditNote(kind: Kind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoteEdit) => editNote(kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKey(kind, id) }),
  });
}
