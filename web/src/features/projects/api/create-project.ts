import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectDetailOut, ProjectIn } from '@/lib/api/types';
import { http } from '@/lib/http';
import { projectsKey } from './keys';

/** A new project goes to the end of its stage's column. */
export function createProject(body: ProjectIn): Promise<ProjectDetailOut> {
  return http.post<ProjectDetailOut>('/projects/add', body);
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
