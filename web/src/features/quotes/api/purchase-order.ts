import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteOut } from '@/lib/api/types';
import { http, type UploadOptions } from '@/lib/http';
import { quoteKeys } from './keys';

/** As the API takes the document (413 beyond it): checked first so nobody waits for a refused upload. */
export const PO_MAX_BYTES = 25 * 1024 * 1024;
export const PO_ACCEPTED_FILES = '.pdf,.doc,.docx,.xls,.xlsx,.odt,.ods,.rtf,.txt,.jpg,.jpeg,.png,.gif,.webp,.tif,.tiff';

export type PurchaseOrderInput = { quoteId: number; poNumber: string; file: File | null };

/**
 * The customer's purchase order against an accepted or converted quote: its number and, optionally, the
 * document (multipart, like the CRM's uploads; 25 MB at most).
 */
export function recordPurchaseOrder(
  { quoteId, poNumber, file }: PurchaseOrderInput,
  options: UploadOptions = {},
): Promise<QuoteOut> {
  const form = new FormData();
  form.append('quote_id', String(quoteId));
  form.append('po_number', poNumber);
  if (file) form.append('file', file, file.name);
  return http.upload<QuoteOut>('/quotes/purchaseOrder', form, options);
}

export function useRecordPurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ onProgress, ...input }: PurchaseOrderInput & { onProgress?: (fraction: number) => void }) =>
      recordPurchaseOrder(input, { onProgress }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}
