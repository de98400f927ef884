import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './http';

/**
 * Put a 422's field messages on the form's fields. Returns true when every field error found a
 * field; otherwise the caller shows the error's detail (snackbar or alert).
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error) || error.status !== 422 || error.errors.length === 0) return false;
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
  return allPlaced;
}
