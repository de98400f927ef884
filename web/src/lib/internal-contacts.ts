import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InternalContactOut } from './api/types';
import { http } from './http';

/** Active members of staff: the account managers a customer or a project can have. */
export function getInternalContacts(signal?: AbortSignal): Promise<InternalContactOut[]> {
  return http.get<InternalContactOut[]>('/contacts/internal', { signal });
}

export const internalContactsQueryOptions = () =>
  queryOptions({
    queryKey: ['internal-contacts'],
    queryFn: ({ signal }) => getInternalContacts(signal),
    staleTime: 5 * 60_000,
  });

export function useInternalContacts(enabled = true) {
  return useQuery({ ...internalContactsQueryOptions(), enabled });
}
