import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Kind, NoteOut } from '@/lib/api/types';
import { http } from '@/lib/http';
import { KIND_INFO, organisationKey } from './kinds';

/** Notes about the record, newest first, each saying whether the caller may change it (`can_edit`). */
export function getNotes(kind: Kind, id: number, signal?: AbortSignal): Promise<NoteOut[]> {
  return http.get<NoteOut[]>(`${KIND_INFO[kind].base}/note/${id}`, { signal });
}

export const notesQueryOptions = (kind: Kind, id: number) =>
  queryOptions({
    queryKey: [...organisationKey(kind, id), 'notes'],
    queryFn: ({ signal }) => getNotes(kind, id, signal),
  });

export function useNotes(kind: Kind, id: number) {
  return useQuery(notesQueryOptions(kind, id));
}
