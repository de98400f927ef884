import { errorMessage, isApiError } from '@/lib/http';

/**
 * A failed call as a small dialog shows it: each field's message under its field, and the rest (a 409 that
 * says why, a 403) in an alert.
 */
export type DialogErrors = { fields: Record<string, string>; alert: string | null };

export const NO_ERRORS: DialogErrors = { fields: {}, alert: null };

export function dialogErrors(error: unknown, fields: readonly string[]): DialogErrors {
  if (!error) return NO_ERRORS;
  const placed: Record<string, string> = {};
  const rest: string[] = [];
  for (const { field, message } of isApiError(error) ? error.errors : []) {
    if (fields.includes(field)) placed[field] = message;
    else rest.push(message);
  }
  const alert = Object.keys(placed).length > 0 && rest.length === 0 ? null : [errorMessage(error), ...rest].join(' ');
  return { fields: placed, alert };
}
