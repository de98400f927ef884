import { describe, expect, it, vi } from 'vitest';
import { applyFieldErrors, conflictMessage, deleteRefusal, placeServerErrors } from './form-errors';
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

describe('a refused delete, in words', () => {
  const notDone = 'Order O-000012 was not deleted';
  const wayOut = 'It stays as the record of what was delivered.';

  it('says what blocks it and the way out the dialog knows of', () => {
    const delivered = new ApiError(409, 'Order O-000012 has been delivered and cannot be deleted.');
    expect(deleteRefusal(delivered, notDone, wayOut)).toBe(
      'Order O-000012 was not deleted. Order O-000012 has been delivered and cannot be deleted. It stays as the record of what was delivered.',
    );
  });

  it('keeps the server’s way out when it gives one, never two', () => {
    const linked = new ApiError(409, 'Acme cannot be deleted while it has 2 quotes. Delete those first, or archive it instead.');
    expect(deleteRefusal(linked, 'Acme was not deleted', 'Archive it instead.')).toBe(
      'Acme was not deleted. Acme cannot be deleted while it has 2 quotes. Delete those first, or archive it instead.',
    );
  });

  it('a clash at the same moment says to try again, not to reload; a field names the field', () => {
    const clash = new ApiError(409, 'Someone else saved a conflicting record at the same moment. Reload and try again.');
    expect(deleteRefusal(clash, notDone, wayOut)).toMatch(/^Order O-000012 was not deleted: another change to it was being saved at the same moment\. Try again in a moment/);
    const field = new ApiError(409, 'Conflict', [{ field: 'account_number', message: 'This account number is in use' }]);
    expect(deleteRefusal(field, notDone, wayOut)).toContain('This account number is in use (account number)');
  });

  it('anything but a 409 is said as it comes', () => {
    expect(deleteRefusal(new ApiError(403, 'Only a manager or an admin can delete an order.'), notDone, wayOut)).toBe(
      'Only a manager or an admin can delete an order.',
    );
    expect(deleteRefusal(new Error('boom'), notDone, wayOut)).toBe('Something went wrong. Please try again.');
  });
});
