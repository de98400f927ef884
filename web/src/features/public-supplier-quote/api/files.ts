import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '@/lib/api/form';
import { ApiError, API_BASE, failure, NETWORK_ERROR, parseJson } from '@/lib/http';
import { supplierQuoteKey } from './quote';
import type { PublicSupplierQuoteOut } from './types';

/** The accepted files and the most one may weigh (the API's `supplier_files` limits), checked before sending. */
export const ACCEPTED_FILES = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.csv,.txt,.rtf,.jpg,.jpeg,.png,.gif,.webp,.tif,.tiff,.dwg,.dxf';
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/**
 * Attach a file to the request, as the supplier: a plain multipart POST that never carries a staff token (a
 * colleague testing the link in a logged-in browser stays out of it) and whose 401 could end no session.
 */
export async function attachFile(uuid: string, file: File, name: string): Promise<PublicSupplierQuoteOut> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/suppliers/quotes/public/${encodeURIComponent(uuid)}/file`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: toFormData({ file, name }),
      credentials: 'omit',
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR);
  }
  const body = parseJson(await response.text());
  if (!response.ok) throw failure(response.status, body, true);
  return body as PublicSupplierQuoteOut;
}

/** The answer (the page with its files) replaces the page's copy. */
export function useAttachFile(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, name }: { file: File; name: string }) => attachFile(uuid, file, name),
    onSuccess: (quote) => queryClient.setQueryData(supplierQuoteKey(uuid), quote),
  });
}
