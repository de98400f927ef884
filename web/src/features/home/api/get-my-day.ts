import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyDayOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

export function getMyDay(userId: number, day: string, signal?: AbortSignal): Promise<MyDayOut> {
  return unwrap(api.GET('/users/myDay/{userId}/{day}', { params: { path: { userId, day } }, signal }));
}

export const myDayQueryOptions = (userId: number, day: string) =>
  queryOptions({
    queryKey: queryKeys.users.myDay(userId, day),
    queryFn: ({ signal }) => getMyDay(userId, day, signal),
  });

export function useMyDay(userId: number, day: string) {
  return useQuery(myDayQueryOptions(userId, day));
}
