import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicQuoteOut } from '@/lib/api/types';
import { api, PUBLIC, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** The quote behind a customer's link, without a token (a staff session in this browser is not sent). */
export function getPublicQuote(uuid: string, version: number | null, signal?: AbortSignal): Promise<PublicQuoteOut> {
  return unwrap(api.GET('/quotes/public/{id}', { params: { path: { id: uuid }, query: { version } }, signal, ...PUBLIC }));
}

/** The page's copy of the quote (version null: the newest sent), apart from the staff quote keys. */
export type PublicQuoteKey = ReturnType<typeof queryKeys.publicQuote.quote>;

export const publicQuoteQueryOptions = (uuid: string, version: number | null) =>
  queryOptions({
    queryKey: queryKeys.publicQuote.quote(uuid, version),
    queryFn: ({ signal }) => getPublicQuote(uuid, version, signal),
  });

export function usePublicQuote(uuid: string, version: number | null) {
  return useQuery(publicQuoteQueryOptions(uuid, version));
}
