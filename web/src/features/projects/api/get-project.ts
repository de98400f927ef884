import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { fetchProject } from '@/lib/resources/projects';

export const projectQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.projects.detail(projectId),
    queryFn: ({ signal }) => fetchProject(projectId, signal),
  });

export function useProject(projectId: number) {
  return useQuery(projectQueryOptions(projectId));
}
