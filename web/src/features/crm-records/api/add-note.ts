import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kind, NoteAdd, NoteOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import { BASES } from './kinds';

export function addNote(kind: Kind, body: NoteAdd): Promise<NoteOut> {
  return unwrap(api.POST(`${BASES[kind]}/note/add`, { body }));
}

/** Adding a note also changes the record's activity and stats: refresh the whole record. */
export function useAddNote(kind: Kind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => addNote(kind, { related_id: id, note }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.subject({ type: kind, id }) }),
  });
}
