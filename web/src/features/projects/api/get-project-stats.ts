import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectStatsOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** Counts of the project's suppliers, architects, suggested products, notes and files, and its last activity. */
export function getProjectStats(projectId: number, signal?: AbortSignal): Promise<ProjectStatsOut> {
  return unwrap(api.GET('/projects/stats/{id}', { params: { path: { id: projectId } }, signal }));
}

export const projectStatsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.stats({ type: 'project', id: projectId }),
    queryFn: ({ signal }) => getProjectStats(projectId, signal),
  });

export function useProjectStats(projectId: number) {
  return useQuery(projectStatsQueryOptions(projectId));
}
