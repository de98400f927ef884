import { api, unwrap } from '@/lib/api/client';
import { recordActivityQuery, type ActivityQuery } from '@/lib/activity';

/** Who did what to the quote and when: saves, sends, checks, and the customer's ticks, comments and decision. */
export const quoteActivityQuery = (quoteId: number): ActivityQuery =>
  recordActivityQuery({ type: 'quote', id: quoteId }, (query, signal) =>
    unwrap(api.GET('/quotes/activity/{id}', { params: { path: { id: quoteId }, query }, signal })),
  );
