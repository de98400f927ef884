import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError, type ApiError } from './http';

/**
 * What a failed save means for a form:
 * - `placed`: every field message (a 422, or a 409 such as "This account number is in use") is on its field;
 * - `stale`: a 409 without field messages, i.e. someone else saved first: offer Reload, never overwrite;
 * - `other`: show the error's text (some field messages may have been placed all the same).
 */
export type SaveOutcome = 'placed' | 'stale' | 'other';

/** A 409 without field messages: the record changed since it was read (someone else saved first). */
export const isStale = (error: unknown): boolean => isApiError(error) && error.status === 409 && error.errors.length === 0;

export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): SaveOutcome {
  if (!isApiError(error)) return 'other';
  if (isStale(error)) return 'stale';
  if ((error.status !== 422 && error.status !== 409) || error.errors.length === 0) return 'other';
  let allPlaced = true;
  let first = true;
  for (const { field, message } of error.errors) {
    const name = fields.find((candidate) => candidate === field);
    if (!name) {
      allPlaced = false;
      continue;
    }
    setError(name, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return allPlaced ? 'placed' : 'other';
}

/**
 * Put a 422's (or a 409's) field messages on the form's fields. Returns true when every field error found a
 * field; otherwise the caller shows the error's detail (snackbar or alert).
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  return placeServerErrors(error, setError, fields) === 'placed';
}

/** A 409 of any kind (a stale edit, a clash at the same moment, a field's value in use). */
export const isConflict = (error: unknown): error is ApiError => isApiError(error) && error.status === 409;

/**
 * A 409 that is not (or no longer) a stale version, said where there is no form to put it on (a confirmation
 * dialog): what was not done, why in plain words, and what to do. The server's words are kept when they name a field
 * ("This account number is in use"); its own "Reload it" is not shown where there is nothing to reload.
 */
export function conflictMessage(error: ApiError, notDone: string): string {
  if (error.errors.length > 0) {
    const fields = error.errors.map(({ field, message }) => `${message} (${field.replaceAll('_', ' ')})`).join('; ');
    return `${notDone}: ${fields}. Correct it in the details, then try again.`;
  }
  return `${notDone}: another change to it was being saved at the same moment. Try again in a moment; if it is refused again, reload the page to see it as it is now.`;
}

/** The server's words for a clash at the same moment (a unique index, a row changed under the request). */
const CLASH = /at the same moment/i;
/** The server's words already say what to do instead ("… Delete those first, or archive it instead."). */
const SAYS_WHAT_TO_DO = /\b(instead|first)\b/i;

/**
 * A delete (or withdraw) refused, said in its confirmation dialog: what was not done, what blocks it in the server's
 * words of the business rule ("Order O-12 has been delivered and cannot be deleted."), and the way out the dialog
 * knows of (`wayOut`: "It stays as the record of the delivery."), unless the server's words already give one. A
 * field's clash names the field (`conflictMessage`); a clash at the same moment says to try again, not to reload.
 * Another error (403, a network failure) is said as it comes.
 */
export function deleteRefusal(error: unknown, notDone: string, wayOut: string): string {
  if (!isConflict(error)) return errorMessage(error);
  if (error.errors.length > 0 || CLASH.test(error.detail)) return conflictMessage(error, notDone);
  const why = error.detail.trim().replace(/([^.!?])$/, '$1.');
  return SAYS_WHAT_TO_DO.test(why) ? `${notDone}. ${why}` : `${notDone}. ${why} ${wayOut}`;
}
