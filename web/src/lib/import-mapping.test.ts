import { describe, expect, it } from 'vitest';
import { checkMapping, initialMapping, requiredStatus, sampleValues } from './import-mapping';

const FIELDS = [
  { name: 'name', label: 'Name', required: true },
  { name: 'email', label: 'Email', required: false },
  { name: 'account', label: 'Account', required: false },
];
const ONE_OF = { label: 'Email or Account', fields: ['email', 'account'], problem: 'Choose the Email or the Account' };

describe('an import’s column mapping', () => {
  it('starts from the suggestion, every column listed', () => {
    expect(initialMapping({ columns: ['A', 'B'], suggested_mapping: { A: 'name' } })).toEqual({ A: 'name', B: null });
  });

  it('needs the required fields, one column per field, and each "one of" rule met', () => {
    const check = checkMapping(FIELDS, { A: 'email', B: 'email', C: null }, { oneOf: [ONE_OF] });
    expect(check).toEqual({
      columnErrors: { A: 'Email is also chosen for “B”', B: 'Email is also chosen for “A”' },
      problems: ['Choose the column that holds Name'],
      ok: false,
    });
    const lower = { requiredProblem: (field: { label: string }) => `Pick ${field.label.toLowerCase()}`, oneOf: [ONE_OF] };
    expect(checkMapping(FIELDS, {}, lower).problems).toEqual(['Pick name', 'Choose the Email or the Account']);
    expect(checkMapping(FIELDS, { A: 'name' }, { oneOf: [{ ...ONE_OF, met: true }] }).ok).toBe(true);
    expect(requiredStatus(FIELDS, { A: 'account' }, { oneOf: [ONE_OF] })).toEqual([
      { label: 'Name', mapped: false },
      { label: 'Email or Account', mapped: true },
    ]);
  });

  it('shows up to three non-blank sample values of a column', () => {
    const rows = [['a', ''], ['b', ' '], ['c', 'x'], ['d', 'y'], ['e', 'z']];
    expect(sampleValues(['One', 'Two'], rows, 'One')).toEqual(['a', 'b', 'c']);
    expect(sampleValues(['One', 'Two'], rows, 'Two')).toEqual(['x', 'y', 'z']);
  });
});
