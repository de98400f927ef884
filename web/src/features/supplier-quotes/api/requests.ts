import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import { invalidateSupplierQuotes } from './roots';
import type { RequestOut, SuggestedSupplier, SupplierRequestIn, SupplierSendIn, SupplierSendOut, SupplierSendPreviewOut } from './types';

/** The suppliers who supply these products or their equivalents, the most products covered first. */
export function suggestSuppliers(productIds: readonly number[], signal?: AbortSignal): Promise<SuggestedSupplier[]> {
  return unwrap(api.GET('/suppliers/request/suggest', { params: { query: { product_ids: [...productIds] } }, signal }));
}

export function useSuggestedSuppliers(productIds: readonly number[]) {
  const sorted = [...new Set(productIds)].sort((a, b) => a - b);
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.supplierQuotes.suggestions(sorted),
      queryFn: ({ signal }) => suggestSuppliers(sorted, signal),
      staleTime: 60_000,
    }),
    enabled: sorted.length > 0,
  });
}

/** One draft supplier quote per supplier, grouped as one request. */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupplierRequestIn): Promise<RequestOut> => unwrap(api.POST('/suppliers/request', { body })),
    onSuccess: () => invalidateSupplierQuotes(queryClient),
  });
}

/** The mail a quote's request would send, without sending it. */
export function previewRequestMail(quoteId: number, message: string): Promise<SupplierSendPreviewOut> {
  return unwrap(api.PUT('/suppliers/quote/send/preview', { body: { quote_id: quoteId, message } }));
}

export function usePreviewRequestMail(quoteId: number | null, message: string) {
  return useQuery({
    queryKey: [...queryKeys.supplierQuotes.detail(quoteId ?? 0), 'preview', message],
    queryFn: () => previewRequestMail(quoteId ?? 0, message),
    enabled: quoteId !== null,
  });
}

/** Mail one quote's request, or every unsent quote of a request. */
export function useSendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupplierSendIn): Promise<SupplierSendOut> => unwrap(api.PUT('/quotes/send/quoteRequest', { body })),
    onSuccess: () => invalidateSupplierQuotes(queryClient),
  });
}
