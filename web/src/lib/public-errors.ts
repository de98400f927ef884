import { errorMessage, isApiError } from '@/lib/http';

export const TOO_MANY_REQUESTS = 'Too many requests, try again in a minute.';

/** What to tell a customer or a supplier on a public page when a call fails: the server's words, except for the
 * rate limit. */
export function publicErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 429) return TOO_MANY_REQUESTS;
  return errorMessage(error);
}

export const isStatus = (error: unknown, status: number): boolean => isApiError(error) && error.status === status;
