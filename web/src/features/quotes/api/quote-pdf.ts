import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { queryKeys } from '@/lib/query-keys';

/** The quote's PDF as the customer gets it (one version; the newest when empty), kept in the browser. */
export function getQuotePdf(
  quote: { quote_id: number; number: string },
  version: number | null,
  signal?: AbortSignal,
): Promise<{ blob: Blob; name: string }> {
  return http.fetchFile(`/quotes/${quote.quote_id}/pdf`, {
    query: { version },
    signal,
    filename: version ? `${quote.number}-v${version}.pdf` : `${quote.number}.pdf`,
  });
}

/** The PDF of the version shown, fetched when the preview opens (a fresh copy each time it opens). */
export function useQuotePdf(quote: { quote_id: number; number: string }, version: number, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.quotes.detail(quote.quote_id), 'pdf', version],
    queryFn: ({ signal }) => getQuotePdf(quote, version, signal),
    enabled,
    gcTime: 0,
    staleTime: 0,
  });
}
