import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InternalContactOut } from './api/types';
import { api, unwrap } from './api/client';
import { queryKeys } from './query-keys';

/** Active members of staff: the account managers a customer or a project can have. */
export function getInternalContacts(signal?: AbortSignal): Promise<InternalContactOut[]> {
  return unwrap(api.GET('/contacts/internal', { signal }));
}

export const internalContactsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.users.internalContacts(),
    queryFn: ({ signal }) => getInternalContacts(signal),
    staleTime: 5 * 60_000,
  });

export function useInternalContacts(enabled = true) {
  return useQuery({ ...internalContactsQueryOptions(), enabled });
}
