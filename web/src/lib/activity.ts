import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ActivityList } from './api/types';
import { nextPage } from './paged';
import { queryKeys, type Subject } from './query-keys';

export const ACTIVITY_PAGE_SIZE = 20;

/** One page of a record's activity, from its typed call (`/customers/activity/{id}`, `/quotes/activity/{id}`…). */
export type ActivityPage = (query: { page: number; items_per_page: number }, signal: AbortSignal) => Promise<ActivityList>;

/**
 * Who did what to a record and when, newest first, with the fields each edit changed: a page at a time, under
 * the record's own key (`queryKeys.activity(subject)`) so that any change to the record refreshes it.
 */
export function recordActivityQuery(subject: Subject, fetchPage: ActivityPage) {
  const queryKey: readonly unknown[] = queryKeys.activity(subject);
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage({ page: pageParam, items_per_page: ACTIVITY_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** The activity of one record, for the timeline. */
export type ActivityQuery = ReturnType<typeof recordActivityQuery>;
