import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectList, ProjectListParams } from '@/lib/api/types';
import { http } from '@/lib/http';
import { projectListKey } from './keys';

/** A page of projects, searched by name, reference or Glenigan id, filtered by stage, customer and start date. */
export function getProjects(params: ProjectListParams, signal?: AbortSignal): Promise<ProjectList> {
  return http.get<ProjectList>('/projects/all', { query: params, signal });
}

export const projectsQueryOptions = (params: ProjectListParams) =>
  queryOptions({
    queryKey: projectListKey(params),
    queryFn: ({ signal }) => getProjects(params, signal),
    placeholderData: keepPreviousData,
  });

export function useProjects(params: ProjectListParams) {
  return useQuery(projectsQueryOptions(params));
}
