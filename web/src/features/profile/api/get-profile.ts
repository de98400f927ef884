import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserOut } from '@/lib/api/types';
import { http } from '@/lib/http';

/** The signed-in user's own record, with the `version` a profile edit carries for the stale-edit check. */
export function getProfile(signal?: AbortSignal): Promise<UserOut> {
  return http.get<UserOut>('/users/me', { signal });
}

export const profileQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['users', 'profile', userId],
    queryFn: ({ signal }) => getProfile(signal),
    refetchOnWindowFocus: false,
  });

export function useProfile(userId: number) {
  return useQuery(profileQueryOptions(userId));
}
