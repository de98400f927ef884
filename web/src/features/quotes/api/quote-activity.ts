import { activityQuery, type ActivityQuery } from '@/lib/activity';
import { queryKeys } from '@/lib/query-keys';

/** Who did what to the quote and when: saves, sends, checks, and the customer's ticks, comments and decision. */
export const quoteActivityQuery = (quoteId: number): ActivityQuery =>
  activityQuery(queryKeys.quotes.detail(quoteId), `/quotes/activity/${quoteId}`);
