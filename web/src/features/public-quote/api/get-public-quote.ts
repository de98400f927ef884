import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicQuoteOut } from '@/lib/api/types';
import { http } from '@/lib/http';
import { publicQuoteKeys } from './keys';

/** The quote behind a customer's link, without a token (a staff session in this browser is not sent). */
export function getPublicQuote(uuid: string, version: number | null, signal?: AbortSignal): Promise<PublicQuoteOut> {
  return http.get<PublicQuoteOut>(`/quotes/public/${encodeURIComponent(uuid)}`, {
    query: { version },
    signal,
    auth: false,
  });
}

export const publicQuoteQueryOptions = (uuid: string, version: number | null) =>
  queryOptions({
    queryKey: publicQuoteKeys.quote(uuid, version),
    queryFn: ({ signal }) => getPublicQuote(uuid, version, signal),
  });

export function usePublicQuote(uuid: string, version: number | null) {
  return useQuery(publicQuoteQueryOptions(uuid, version));
}
