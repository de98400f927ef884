import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** One version of a quote as staff see it (the newest without `version`); earlier ones come read-only. */
export function getQuote(quoteId: number, version: number | null, signal?: AbortSignal): Promise<QuoteOut> {
  return unwrap(api.GET('/quotes/{id}', { params: { path: { id: quoteId }, query: { version } }, signal }));
}

/** The editor's copy of a version; `current` is the newest, which saves replace. */
export const quoteVersionKey = queryKeys.quotes.version;

export const quoteQueryOptions = (quoteId: number, version: number | null) =>
  queryOptions({
    queryKey: quoteVersionKey(quoteId, version),
    queryFn: ({ signal }) => getQuote(quoteId, version, signal),
  });

export function useQuote(quoteId: number, version: number | null) {
  return useQuery(quoteQueryOptions(quoteId, version));
}
