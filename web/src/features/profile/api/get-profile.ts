import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyDayOut, UserOut } from '@/lib/api/types';
import { isoDay } from '@/lib/format';
import { http } from '@/lib/http';

/**
 * The signed-in user's own record (with its `version` for the stale-edit check). The API has no
 * "me" call; the day view carries the user, so the profile reads it from there.
 */
export async function getProfile(userId: number, signal?: AbortSignal): Promise<UserOut> {
  const day = await http.get<MyDayOut>(`/users/myDay/${userId}/${isoDay()}`, { signal });
  return day.user;
}

export const profileQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['users', 'profile', userId],
    queryFn: ({ signal }) => getProfile(userId, signal),
    refetchOnWindowFocus: false,
  });

export function useProfile(userId: number) {
  return useQuery(profileQueryOptions(userId));
}
