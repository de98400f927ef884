import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Kind, NoteOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import { BASES } from './kinds';

/** Notes about the record, newest first, each saying whether the caller may change it (`can_edit`). */
export function getNotes(kind: Kind, id: number, signal?: AbortSignal): Promise<NoteOut[]> {
  return unwrap(api.GET(`${BASES[kind]}/note/{id}`, { params: { path: { id } }, signal }));
}

export const notesQueryOptions = (kind: Kind, id: number) =>
  queryOptions({
    queryKey: queryKeys.notes({ type: kind, id }),
    queryFn: ({ signal }) => getNotes(kind, id, signal),
  });

export function useNotes(kind: Kind, id: number) {
  return useQuery(notesQueryOptions(kind, id));
}
