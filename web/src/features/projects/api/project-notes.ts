/** The project's notes: the CRM's notes, through the project's own calls. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoteEdit, NoteOut, ProjectNoteAdd } from '@/lib/api/types';
import { http } from '@/lib/http';
import { projectKey } from './keys';

export const projectNotesQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: [...projectKey(projectId), 'notes'],
    queryFn: ({ signal }) => http.get<NoteOut[]>(`/projects/notes/${projectId}`, { signal }),
  });

export function useProjectNotes(projectId: number) {
  return useQuery(projectNotesQueryOptions(projectId));
}

/** A change to a note also changes the project's activity and figures: refresh the whole project. */
function useNoteMutation<T, R>(projectId: number, call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}

export const useAddProjectNote = (projectId: number) =>
  useNoteMutation(projectId, (note: string) =>
    http.post<NoteOut>('/projects/note/add', { project_id: projectId, note } satisfies ProjectNoteAdd),
  );

/** Its author, a manager or an admin may change a note. */
export const useEditProjectNote = (projectId: number) =>
  useNoteMutation(projectId, (body: NoteEdit) => http.put<NoteOut>('/projects/note/edit', body));

export const useDeleteProjectNote = (projectId: number) =>
  useNoteMutation(projectId, (noteId: number) => http.delete(`/projects/note/${noteId}`));
