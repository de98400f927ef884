import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Kind, TaskRefOut } from '@/lib/api/types';
import { http } from '@/lib/http';
import { KIND_INFO, organisationKey } from './kinds';

/** Tasks linked to the record (the task pad fills this list). */
export function getTasks(kind: Kind, id: number, signal?: AbortSignal): Promise<TaskRefOut[]> {
  return http.get<TaskRefOut[]>(`${KIND_INFO[kind].base}/tasks/${id}`, { signal });
}

export const tasksQueryOptions = (kind: Kind, id: number) =>
  queryOptions({
    queryKey: [...organisationKey(kind, id), 'tasks'],
    queryFn: ({ signal }) => getTasks(kind, id, signal),
  });

export function useTasks(kind: Kind, id: number) {
  return useQuery(tasksQueryOptions(kind, id));
}
