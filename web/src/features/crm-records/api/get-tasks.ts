import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Kind, TaskRefOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import { BASES } from './kinds';

/** Tasks linked to the record (the task pad fills this list). */
export function getTasks(kind: Kind, id: number, signal?: AbortSignal): Promise<TaskRefOut[]> {
  return unwrap(api.GET(`${BASES[kind]}/tasks/{id}`, { params: { path: { id } }, signal }));
}

export const tasksQueryOptions = (kind: Kind, id: number) =>
  queryOptions({
    queryKey: queryKeys.tasks({ type: kind, id }),
    queryFn: ({ signal }) => getTasks(kind, id, signal),
  });

export function useTasks(kind: Kind, id: number) {
  return useQuery(tasksQueryOptions(kind, id));
}
