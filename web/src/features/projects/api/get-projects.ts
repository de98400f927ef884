import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectListParams } from '@/lib/api/types';
import { queryKeys } from '@/lib/query-keys';
import { listProjects } from '@/lib/resources/projects';

export const projectsQueryOptions = (params: ProjectListParams) =>
  queryOptions({
    queryKey: queryKeys.projects.list(params),
    queryFn: ({ signal }) => listProjects(params, signal),
    placeholderData: keepPreviousData,
  });

export function useProjects(params: ProjectListParams) {
  return useQuery(projectsQueryOptions(params));
}
