import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { projectKey, projectsKey } from './keys';

/** Managers and admins; the project's links, notes, files and activity go with it. */
export function deleteProject(projectId: number): Promise<void> {
  return http.delete(`/projects/delete/${projectId}`);
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_, projectId) => {
      queryClient.removeQueries({ queryKey: projectKey(projectId) });
      return queryClient.invalidateQueries({ queryKey: projectsKey });
    },
  });
}
