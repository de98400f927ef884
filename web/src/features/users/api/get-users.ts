import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserList, UserListParams } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

export function getUsers(params: UserListParams, signal?: AbortSignal): Promise<UserList> {
  return unwrap(api.GET('/users/all', { params: { query: params }, signal }));
}

export const usersQueryOptions = (params: UserListParams) =>
  queryOptions({
    queryKey: queryKeys.users.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(params: UserListParams, enabled = true) {
  return useQuery({ ...usersQueryOptions(params), enabled });
}
