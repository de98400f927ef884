import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** The signed-in user's own record, with the `version` a profile edit carries for the stale-edit check. */
export function getProfile(signal?: AbortSignal): Promise<UserOut> {
  return unwrap(api.GET('/users/me', { signal }));
}

export const profileQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.users.me(userId),
    queryFn: ({ signal }) => getProfile(signal),
    refetchOnWindowFocus: false,
  });

export function useProfile(userId: number) {
  return useQuery(profileQueryOptions(userId));
}
