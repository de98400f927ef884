import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteSendOut } from '@/lib/api/types';
import { http } from '@/lib/http';
import { quoteKeys } from './keys';

export type SendInput = { quoteId: number; contactIds: number[]; message: string };

/**
 * Send the current version: each recipient gets the public link and the PDF, the version is marked sent.
 * Refused (409) when it cannot be sent, e.g. over the check threshold and not checked by a manager.
 */
export function sendQuote({ quoteId, contactIds, message }: SendInput): Promise<QuoteSendOut> {
  return http.get<QuoteSendOut>(`/quotes/send/${quoteId}`, {
    query: { contact_ids: contactIds, message: message || undefined },
  });
}

export function useSendQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}
