import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TermsOut } from '@/lib/api/types';
import { http } from '@/lib/http';

export function getTerms(signal?: AbortSignal): Promise<TermsOut> {
  return http.get<TermsOut>('/auth/terms', { signal, allowUnauthorized: true });
}

export const termsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'terms'],
    queryFn: ({ signal }) => getTerms(signal),
    staleTime: Infinity,
  });

export function useTerms(enabled: boolean) {
  return useQuery({ ...termsQueryOptions(), enabled });
}
