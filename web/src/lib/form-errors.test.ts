import { describe, expect, it, vi } from 'vitest';
import { applyFieldErrors, conflictMessage, placeServerErrors } from './form-errors';
import { ApiError } from './http';

type Values = { email: string; account_number: string };
const FIELDS = ['email', 'account_number'] as const;

describe('server errors on a form', () => {
  it('places a 422’s field messages, focusing the first', () => {
    const setError = vi.fn();
    const error = new ApiError(422, 'Invalid input', [
      { field: 'email', message: 'Please enter a valid email' },
      { field: 'account_number', message: 'Too long' },
    ]);
    expect(placeServerErrors<Values>(error, setError, FIELDS)).toBe('placed');
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Please enter a valid email' }, { shouldFocus: true }],
      ['account_number', { type: 'server', message: 'Too long' }, { shouldFocus: false }],
    ]);
  });

  it('a 409 with a field message is a field error too; without one it is a stale edit', () => {
    const setError = vi.fn();
    const inUse = new ApiError(409, 'Conflict', [{ field: 'account_number', message: 'This account number is in use' }]);
    expect(placeServerErrors<Values>(inUse, setError, FIELDS)).toBe('placed');
    expect(applyFieldErrors<Values>(inUse, setError, FIELDS)).toBe(true);
    expect(setError).toHaveBeenCalledWith('account_number', { type: 'server', message: 'This account number is in use' }, { shouldFocus: true });

    setError.mockClear();
    const stale = new ApiError(409, 'Someone else saved this record first.');
    expect(placeServerErrors<Values>(stale, setError, FIELDS)).toBe('stale');
    expect(applyFieldErrors<Values>(stale, setError, FIELDS)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });

  it('anything else, or a message for a field the form lacks, is left to the caller', () => {
    const setError = vi.fn();
    expect(placeServerErrors<Values>(new Error('boom'), setError, FIELDS)).toBe('other');
    expect(placeServerErrors<Values>(new ApiError(403, 'No'), setError, FIELDS)).toBe('other');
    expect(placeServerErrors<Values>(new ApiError(422, 'Invalid input'), setError, FIELDS)).toBe('other');
    expect(setError).not.toHaveBeenCalled();

    const partly = new ApiError(422, 'Invalid input', [
      { field: 'file', message: 'Not accepted' },
      { field: 'email', message: 'Please enter a valid email' },
    ]);
    expect(placeServerErrors<Values>(partly, setError, FIELDS)).toBe('other');
    expect(applyFieldErrors<Values>(partly, setError, FIELDS)).toBe(false);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Please enter a valid email' }, { shouldFocus: true });
  });
});

describe('a 409 said where there is no form to put it on', () => {
  it('says what was not done and what to do, never the server’s Reload', () => {
    const clash = new ApiError(409, 'Someone else saved a conflicting record at the same moment. Reload and try again.');
    const said = conflictMessage(clash, 'Ada was not archived');
    expect(said).toMatch(/^Ada was not archived: another change to it was being saved at the same moment\. Try again in a moment/);
    expect(said).not.toContain('Reload and try again');
  });

  it('keeps the server’s words where they name a field', () => {
    const inUse = new ApiError(409, 'Conflict', [{ field: 'account_number', message: 'This account number is in use' }]);
    expect(conflictMessage(inUse, 'Ada was not archived')).toBe(
      'Ada was not archived: This account number is in use (account number). Correct it in the details, then try again.',
    );
  });
});
