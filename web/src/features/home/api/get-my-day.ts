import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyDayOut } from '@/lib/api/types';
import { http } from '@/lib/http';

export function getMyDay(userId: number, day: string, signal?: AbortSignal): Promise<MyDayOut> {
  return http.get<MyDayOut>(`/users/myDay/${userId}/${day}`, { signal });
}

export const myDayQueryOptions = (userId: number, day: string) =>
  queryOptions({
    queryKey: ['users', 'myDay', userId, day],
    queryFn: ({ signal }) => getMyDay(userId, day, signal),
  });

export function useMyDay(userId: number, day: string) {
  return useQuery(myDayQueryOptions(userId, day));
}
