import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, PUBLIC, unwrap } from '@/lib/api/client';
import { isApiError } from '@/lib/http';
import type { PublicSupplierQuoteOut, SupplierDeclineIn, SupplierTotalsIn } from './types';

/** The page's copy of the request, apart from every staff key. */
export const supplierQuoteKey = (uuid: string) => ['public-supplier-quote', uuid] as const;
export const supplierCommentsKey = (uuid: string) => ['public-supplier-quote', uuid, 'comments'] as const;

/** The request behind the supplier's link (the newest version sent to them), without a token. */
export function getSupplierQuote(uuid: string, signal?: AbortSignal): Promise<PublicSupplierQuoteOut> {
  return unwrap(api.GET('/suppliers/quotes/public/{id}', { params: { path: { id: uuid } }, signal, ...PUBLIC }));
}

export function useSupplierQuote(uuid: string) {
  return useQuery({
    queryKey: supplierQuoteKey(uuid),
    queryFn: ({ signal }) => getSupplierQuote(uuid, signal),
    // The supplier is typing prices: a refetch on focus would not change the form, only waste a call.
    refetchOnWindowFocus: false,
  });
}

/** Save the prices as a draft or submit them; the answer (the saved version with the server's totals) replaces the page's copy. */
export function saveTotals(body: SupplierTotalsIn): Promise<PublicSupplierQuoteOut> {
  return unwrap(api.PUT('/suppliers/quote/totals', { body, ...PUBLIC }));
}

export function useSaveTotals(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTotals,
    onSuccess: (quote) => queryClient.setQueryData(supplierQuoteKey(uuid), quote),
    onError: (error) => {
      // 409: withdrawn, closed or a newer version meanwhile: the banner says how once reloaded.
      if (isApiError(error) && error.status === 409 && error.errors.length === 0) {
        void queryClient.invalidateQueries({ queryKey: supplierQuoteKey(uuid), exact: true });
      }
    },
  });
}

export function declineRequest(body: SupplierDeclineIn): Promise<PublicSupplierQuoteOut> {
  return unwrap(api.PUT('/suppliers/quote/decline', { body, ...PUBLIC }));
}

export function useDeclineRequest(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineRequest,
    onSuccess: (quote) => queryClient.setQueryData(supplierQuoteKey(uuid), quote),
  });
}
