import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TermsOut } from '@/lib/api/types';
import { api, KEEP_SESSION, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

export function getTerms(signal?: AbortSignal): Promise<TermsOut> {
  return unwrap(api.GET('/auth/terms', { signal, ...KEEP_SESSION }));
}

export const termsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.auth.terms(),
    queryFn: ({ signal }) => getTerms(signal),
    staleTime: Infinity,
  });

export function useTerms(enabled: boolean) {
  return useQuery({ ...termsQueryOptions(), enabled });
}
