import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GleniganUpdate, ProjectDetailOut } from '@/lib/api/types';
import { http } from '@/lib/http';
import { projectsKey } from './keys';

/** Set the project's Glenigan id; an empty one clears it. */
export function updateGlenigan(body: GleniganUpdate): Promise<ProjectDetailOut> {
  return http.put<ProjectDetailOut>('/projects/update/glenigan', body);
}

export function useUpdateGlenigan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGlenigan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
