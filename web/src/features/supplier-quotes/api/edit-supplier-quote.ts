import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import { invalidateSupplierQuotes } from './roots';
import type { ReceivedQuoteIn, SupplierQuoteEditIn, SupplierQuoteOut } from './types';

/**
 * Save a whole supplier quote (a draft in place, else the next version; `record_as_answer` stores prices received by
 * phone or mail as the supplier's answer). A stale `row_version` is refused with 409.
 */
export function useEditSupplierQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupplierQuoteEditIn): Promise<SupplierQuoteOut> => unwrap(api.POST('/suppliers/quotes/edit', { body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.supplierQuotes.version(saved.id, null), saved);
      return invalidateSupplierQuotes(queryClient);
    },
  });
}

/** A quote received by phone or mail, keyed in (stored as answered): from a supplier, or from an other. */
export function useAddReceivedQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, party }: { body: ReceivedQuoteIn; party: 'supplier' | 'other' }): Promise<SupplierQuoteOut> =>
      party === 'supplier'
        ? unwrap(api.POST('/suppliers/quote/add', { body }))
        : unwrap(api.POST('/others/quote/add', { body })),
    onSuccess: () => invalidateSupplierQuotes(queryClient),
  });
}

/** Delete a never-sent quote, or withdraw a sent one (`result` says which). */
export function useDeleteSupplierQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: number) => unwrap(api.DELETE('/suppliers/quote/{id}', { params: { path: { id: quoteId } } })),
    onSuccess: () => invalidateSupplierQuotes(queryClient),
  });
}
