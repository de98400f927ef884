import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserList, UserListParams } from '@/lib/api/types';
import { http } from '@/lib/http';

export function getUsers(params: UserListParams, signal?: AbortSignal): Promise<UserList> {
  return http.get<UserList>('/users/all', { query: params, signal });
}

export const usersQueryOptions = (params: UserListParams) =>
  queryOptions({
    queryKey: ['users', 'list', params],
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(params: UserListParams, enabled = true) {
  return useQuery({ ...usersQueryOptions(params), enabled });
}
