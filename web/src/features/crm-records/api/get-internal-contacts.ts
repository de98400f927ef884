import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InternalContactOut } from '@/lib/api/types';
import { http } from '@/lib/http';

/** Active members of staff: the account managers a customer can have. */
export function getInternalContacts(signal?: AbortSignal): Promise<InternalContactOut[]> {
  return http.get<InternalContactOut[]>('/contacts/internal', { signal });
}

export const internalContactsQueryOptions = () =>
  queryOptions({
    queryKey: ['crm', 'internal-contacts'],
    queryFn: ({ signal }) => getInternalContacts(signal),
    staleTime: 5 * 60_000,
  });

export function useInternalContacts(enabled = true) {
  return useQuery({ ...internalContactsQueryOptions(), enabled });
}
