import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TokenCheckOut } from '@/lib/api/types';
import { http } from '@/lib/http';

export function checkToken(token: string, signal?: AbortSignal): Promise<TokenCheckOut> {
  return http.get<TokenCheckOut>(`/auth/checkToken/${encodeURIComponent(token)}`, {
    signal,
    allowUnauthorized: true,
  });
}

export const checkTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'checkToken', token],
    queryFn: ({ signal }) => checkToken(token, signal),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useCheckToken(token: string) {
  return useQuery(checkTokenQueryOptions(token));
}
