import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import { invalidateSupplierQuotes } from './roots';
import type { AwardIn, ComparisonOut } from './types';

/** Whose answers are compared: one request's, or every supplier quote of a customer quote. */
export type ComparisonScope = { kind: 'request'; id: number } | { kind: 'customer-quote'; id: number };

export function getComparison(scope: ComparisonScope, signal?: AbortSignal): Promise<ComparisonOut> {
  const params = { path: { id: scope.id } };
  return scope.kind === 'request'
    ? unwrap(api.GET('/suppliers/request/{id}/comparison', { params, signal }))
    : unwrap(api.GET('/suppliers/comparison/quote/{id}', { params, signal }));
}

export const comparisonQueryOptions = (scope: ComparisonScope) =>
  queryOptions({
    queryKey: queryKeys.supplierQuotes.comparison(scope),
    queryFn: ({ signal }) => getComparison(scope, signal),
  });

/** The matrix; it refreshes every half minute while the screen is open, as answers arrive. */
export function useComparison(scope: ComparisonScope | null) {
  return useQuery({
    ...comparisonQueryOptions(scope ?? { kind: 'request', id: 0 }),
    enabled: scope !== null,
    refetchInterval: 30_000,
  });
}

export function award(scope: ComparisonScope, body: AwardIn): Promise<ComparisonOut> {
  const params = { path: { id: scope.id } };
  return scope.kind === 'request'
    ? unwrap(api.PUT('/suppliers/request/{id}/award', { params, body }))
    : unwrap(api.PUT('/suppliers/comparison/quote/{id}/award', { params, body }));
}

/** Award lines (or a whole supplier) with a reason; the answer is the new matrix. */
export function useAward(scope: ComparisonScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AwardIn) => award(scope, body),
    onSuccess: (matrix) => {
      queryClient.setQueryData(queryKeys.supplierQuotes.comparison(scope), matrix);
      return invalidateSupplierQuotes(queryClient);
    },
  });
}
