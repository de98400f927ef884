import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TokenCheckOut } from '@/lib/api/types';
import { api, KEEP_SESSION, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

export function checkToken(token: string, signal?: AbortSignal): Promise<TokenCheckOut> {
  return unwrap(api.GET('/auth/checkToken/{token}', { params: { path: { token } }, signal, ...KEEP_SESSION }));
}

export const checkTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.auth.checkToken(token),
    queryFn: ({ signal }) => checkToken(token, signal),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useCheckToken(token: string) {
  return useQuery(checkTokenQueryOptions(token));
}
