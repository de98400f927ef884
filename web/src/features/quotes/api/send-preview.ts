import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteSendPreviewIn, QuoteSendPreviewOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The mail sending the current version would send (recipients, subject, HTML and text bodies, the PDF's
 * name, the valid-until date it would get) and `problems`: why it cannot be sent yet. Sends nothing.
 */
export function previewQuoteSend(body: QuoteSendPreviewIn, signal?: AbortSignal): Promise<QuoteSendPreviewOut> {
  return unwrap(api.PUT('/quotes/send/preview', { body, signal }));
}

export const sendPreviewQueryOptions = (body: QuoteSendPreviewIn) =>
  queryOptions({
    queryKey: [...queryKeys.quotes.detail(body.quote_id), 'send-preview', body],
    queryFn: ({ signal }) => previewQuoteSend(body, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
  });

export function useSendPreview(body: QuoteSendPreviewIn, enabled: boolean) {
  return useQuery({ ...sendPreviewQueryOptions(body), enabled });
}
