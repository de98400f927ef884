import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteOut } from '@/lib/api/types';
import { uploadForm } from '@/lib/api/form';
import { refetchWhenStale } from '@/lib/query-keys';
import { QUOTE_ROOTS, invalidateQuotes } from './quote-roots';

/** As the API takes the document (413 beyond it): checked first so nobody waits for a refused upload. */
export const PO_MAX_BYTES = 25 * 1024 * 1024;
export const PO_ACCEPTED_FILES = '.pdf,.doc,.docx,.xls,.xlsx,.odt,.ods,.rtf,.txt,.jpg,.jpeg,.png,.gif,.webp,.tif,.tiff';

export type PurchaseOrderInput = { quoteId: number; poNumber: string; file: File | null; rowVersion: number };

/**
 * The customer's purchase order against an accepted or converted quote: its number and, optionally, the
 * document (multipart, like the CRM's uploads; 25 MB at most). `rowVersion` is the quote's as read: a quote
 * changed since (another PO recorded meanwhile) is 409, and the quotes are refetched.
 */
export function recordPurchaseOrder(
  { quoteId, poNumber, file, rowVersion }: PurchaseOrderInput,
  options: { onProgress?: (fraction: number) => void } = {},
): Promise<QuoteOut> {
  const fields = { quote_id: quoteId, po_number: poNumber, file, row_version: rowVersion };
  return uploadForm('/quotes/purchaseOrder', fields, options);
}

export function useRecordPurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ onProgress, ...input }: PurchaseOrderInput & { onProgress?: (fraction: number) => void }) =>
      recordPurchaseOrder(input, { onProgress }),
    onSuccess: () => invalidateQuotes(queryClient),
    onError: refetchWhenStale(queryClient, QUOTE_ROOTS),
  });
}
