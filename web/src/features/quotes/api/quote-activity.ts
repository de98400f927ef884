import { activityQuery, type ActivityQuery } from '@/lib/activity';
import { quoteKeys } from './keys';

/** Who did what to the quote and when: saves, sends, checks, and the customer's ticks, comments and decision. */
export const quoteActivityQuery = (quoteId: number): ActivityQuery =>
  activityQuery(quoteKeys.detail(quoteId), `/quotes/activity/${quoteId}`);
