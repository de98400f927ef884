import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectDetailOut, ProjectIn } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** A new project goes to the end of its stage's column. */
export function createProject(body: ProjectIn): Promise<ProjectDetailOut> {
  return unwrap(api.POST('/projects/add', { body }));
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects.all }),
  });
}
