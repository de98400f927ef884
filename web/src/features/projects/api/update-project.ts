import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectDetailOut, ProjectUpdate } from '@/lib/api/types';
import { http } from '@/lib/http';
import { projectsKey } from './keys';

/** `version` is the one the edit started from: a stale one answers 409. */
export function updateProject(body: ProjectUpdate): Promise<ProjectDetailOut> {
  return http.post<ProjectDetailOut>('/projects/update/', body);
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
