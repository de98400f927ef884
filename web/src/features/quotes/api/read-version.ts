import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteOut, QuoteVersionRef } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** Any version of a quote by its uuid (the newest when `version` is empty), with costs and margins. */
export function readQuoteVersion(body: QuoteVersionRef, signal?: AbortSignal): Promise<QuoteOut> {
  return unwrap(api.PUT('/quotes/one', { body, signal }));
}

/** One version as the history's compare view reads it (versions never change once superseded). */
export const quoteVersionQueryOptions = (quote: Pick<QuoteOut, 'quote_id' | 'uuid'>, version: number) =>
  queryOptions({
    queryKey: [...queryKeys.quotes.detail(quote.quote_id), 'compare', version],
    queryFn: ({ signal }) => readQuoteVersion({ uuid: quote.uuid, version }, signal),
  });

export function useQuoteVersion(quote: Pick<QuoteOut, 'quote_id' | 'uuid'>, version: number | null) {
  return useQuery({ ...quoteVersionQueryOptions(quote, version ?? 0), enabled: version !== null });
}
