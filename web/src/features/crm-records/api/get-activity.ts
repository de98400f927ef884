import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityList, Kind } from '@/lib/api/types';
import { http } from '@/lib/http';
import { KIND_INFO, organisationKey } from './kinds';
import { nextPage } from './paged';

export const ACTIVITY_PAGE_SIZE = 20;

/** Who did what and when, newest first, with the fields each edit changed. */
export function getActivity(kind: Kind, id: number, page: number, signal?: AbortSignal): Promise<ActivityList> {
  return http.get<ActivityList>(`${KIND_INFO[kind].base}/activity/${id}`, {
    query: { page, items_per_page: ACTIVITY_PAGE_SIZE },
    signal,
  });
}

export const activityQueryOptions = (kind: Kind, id: number) =>
  infiniteQueryOptions({
    queryKey: [...organisationKey(kind, id), 'activity'],
    queryFn: ({ pageParam, signal }) => getActivity(kind, id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export function useActivity(kind: Kind, id: number) {
  return useInfiniteQuery(activityQueryOptions(kind, id));
}
