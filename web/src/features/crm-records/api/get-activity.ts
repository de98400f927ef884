import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ActivityList, Kind } from '@/lib/api/types';
import { http } from '@/lib/http';
import { addressKey } from './file-target';
import { contactKey } from './get-contact';
import { KIND_INFO, organisationKey } from './kinds';
import { nextPage } from './paged';

export const ACTIVITY_PAGE_SIZE = 20;

/**
 * Who did what to a record and when, newest first, with the fields each edit changed: a page at a time,
 * under the record's own key so that any change to the record refreshes it.
 */
function activityQuery(recordKey: readonly unknown[], path: string) {
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

export const organisationActivityQuery = (kind: Kind, id: number): ActivityQuery =>
  activityQuery(organisationKey(kind, id), `${KIND_INFO[kind].base}/activity/${id}`);

export const contactActivityQuery = (contactId: number): ActivityQuery =>
  activityQuery(contactKey(contactId), `/contacts/activity/${contactId}`);

export const addressActivityQuery = (addressId: number): ActivityQuery =>
  activityQuery(addressKey(addressId), `/addresses/activity/${addressId}`);
