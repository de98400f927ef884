import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectList, ProjectListParams } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** A page of projects, searched by name, reference or Glenigan id, filtered by stage, customer and start date. */
export function getProjects(params: ProjectListParams, signal?: AbortSignal): Promise<ProjectList> {
  return unwrap(api.GET('/projects/all', { params: { query: params }, signal }));
}

export const projectsQueryOptions = (params: ProjectListParams) =>
  queryOptions({
    queryKey: queryKeys.projects.list(params),
    queryFn: ({ signal }) => getProjects(params, signal),
    placeholderData: keepPreviousData,
  });

export function useProjects(params: ProjectListParams) {
  return useQuery(projectsQueryOptions(params));
}
