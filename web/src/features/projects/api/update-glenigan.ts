import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GleniganUpdate, ProjectDetailOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys, refetchWhenStale } from '@/lib/query-keys';

/** Set the project's Glenigan id; an empty one clears it. A stale `version` is 409 (the project is refetched). */
export function updateGlenigan(body: GleniganUpdate): Promise<ProjectDetailOut> {
  return unwrap(api.PUT('/projects/update/glenigan', { body }));
}

export function useUpdateGlenigan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGlenigan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects.all }),
    onError: refetchWhenStale(queryClient, [queryKeys.projects.all]),
  });
}
