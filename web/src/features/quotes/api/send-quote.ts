import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteSendOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { invalidateQuotes } from './quote-roots';

export type SendInput = { quoteId: number; contactIds: number[]; message: string };

/**
 * Send the current version: each recipient gets the public link and the PDF, the version is marked sent.
 * Refused (409) when it cannot be sent, e.g. over the check threshold and not checked by a manager.
 */
export function sendQuote({ quoteId, contactIds, message }: SendInput): Promise<QuoteSendOut> {
  const query = { contact_ids: contactIds, message: message || undefined };
  return unwrap(api.GET('/quotes/send/{id}', { params: { path: { id: quoteId }, query } }));
}

export function useSendQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendQuote,
    onSuccess: () => invalidateQuotes(queryClient),
  });
}
