import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './http';

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
