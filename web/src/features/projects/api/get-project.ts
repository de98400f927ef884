import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDetailOut } from '@/lib/api/types';
import { http } from '@/lib/http';
import { projectKey } from './keys';

/** One project with its site address, architects, suppliers and suggested products. */
export function getProject(projectId: number, signal?: AbortSignal): Promise<ProjectDetailOut> {
  return http.get<ProjectDetailOut>(`/projects/${projectId}`, { signal });
}

export const projectQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: [...projectKey(projectId), 'detail'],
    queryFn: ({ signal }) => getProject(projectId, signal),
  });

export function useProject(projectId: number) {
  return useQuery(projectQueryOptions(projectId));
}
