import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kind, NoteEdit, NoteOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import { BASES } from './kinds';

/** Its author, a manager or an admin may change a note. */
export function editNote(kind: Kind, body: NoteEdit): Promise<NoteOut> {
  return unwrap(api.PUT(`${BASES[kind]}/note/edit`, { body }));
}

export function useEditNote(kind: Kind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoteEdit) => editNote(kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.subject({ type: kind, id }) }),
  });
}
