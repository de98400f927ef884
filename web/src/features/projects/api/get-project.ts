import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDetailOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** One project with its site address, architects, suppliers and suggested products. */
export function getProject(projectId: number, signal?: AbortSignal): Promise<ProjectDetailOut> {
  return unwrap(api.GET('/projects/{id}', { params: { path: { id: projectId } }, signal }));
}

export const projectQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.projects.detail(projectId),
    queryFn: ({ signal }) => getProject(projectId, signal),
  });

export function useProject(projectId: number) {
  return useQuery(projectQueryOptions(projectId));
}
