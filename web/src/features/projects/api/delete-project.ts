import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, done } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** Managers and admins; the project's links, notes, files and activity go with it. */
export function deleteProject(projectId: number): Promise<void> {
  return done(api.DELETE('/projects/delete/{id}', { params: { path: { id: projectId } } }));
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_, projectId) => {
      queryClient.removeQueries({ queryKey: queryKeys.projects.detail(projectId) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.projects.all });
    },
  });
}
