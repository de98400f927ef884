import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectStatsOut } from '@/lib/api/types';
import { http } from '@/lib/http';
import { projectKey } from './keys';

/** Counts of the project's suppliers, architects, suggested products, notes and files, and its last activity. */
export function getProjectStats(projectId: number, signal?: AbortSignal): Promise<ProjectStatsOut> {
  return http.get<ProjectStatsOut>(`/projects/stats/${projectId}`, { signal });
}

export const projectStatsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: [...projectKey(projectId), 'stats'],
    queryFn: ({ signal }) => getProjectStats(projectId, signal),
  });

export function useProjectStats(projectId: number) {
  return useQuery(projectStatsQueryOptions(projectId));
}
