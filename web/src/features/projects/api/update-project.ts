import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectDetailOut, ProjectUpdate } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** `version` is the one the edit started from: a stale one answers 409. */
export function updateProject(body: ProjectUpdate): Promise<ProjectDetailOut> {
  return unwrap(api.POST('/projects/update/', { body }));
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects.all }),
  });
}
