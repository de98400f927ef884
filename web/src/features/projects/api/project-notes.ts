/** The project's notes: the CRM's notes, through the project's own calls. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoteEdit, ProjectNoteAdd } from '@/lib/api/types';
import { api, done, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

export const projectNotesQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.notes({ type: 'project', id: projectId }),
    queryFn: ({ signal }) => unwrap(api.GET('/projects/notes/{id}', { params: { path: { id: projectId } }, signal })),
  });

export function useProjectNotes(projectId: number) {
  return useQuery(projectNotesQueryOptions(projectId));
}

/** A change to a note also changes the project's activity and figures: refresh the whole project. */
function useNoteMutation<T, R>(projectId: number, call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects.detail(projectId) }),
  });
}

export const useAddProjectNote = (projectId: number) =>
  useNoteMutation(projectId, (note: string) =>
    unwrap(api.POST('/projects/note/add', { body: { project_id: projectId, note } satisfies ProjectNoteAdd })),
  );

/** Its author, a manager or an admin may change a note. */
export const useEditProjectNote = (projectId: number) =>
  useNoteMutation(projectId, (body: NoteEdit) => unwrap(api.PUT('/projects/note/edit', { body })));

export const useDeleteProjectNote = (projectId: number) =>
  useNoteMutation(projectId, (noteId: number) => done(api.DELETE('/projects/note/{id}', { params: { path: { id: noteId } } })));
