import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ActivityList } from './api/types';
import { http } from './http';
import { nextPage } from './paged';

export const ACTIVITY_PAGE_SIZE = 20;

/**
 * Who did what to a record and when, newest first, with the fields each edit changed: a page at a time from
 * `path`, under the record's own key so that any change to the record refreshes it.
 */
export function activityQuery(recordKey: readonly unknown[], path: string) {
  return infiniteQueryOptions({
    queryKey: [...recordKey, 'activity'],
    queryFn: ({ pageParam, signal }) =>
      http.get<ActivityList>(path, { query: { page: pageParam, items_per_page: ACTIVITY_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** The activity of one record, for the timeline. */
export type ActivityQuery = ReturnType<typeof activityQuery>;
