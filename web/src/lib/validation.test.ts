import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  amount,
  email,
  format,
  integer,
  maxMessage,
  messages,
  minMessage,
  newPasswordSchema,
  numeric,
  optionalAmount,
  optionalDay,
  optionalEmail,
  optionalWholeNumber,
  personFields,
  phone,
  postcode,
  POSTCODE_MESSAGE,
  requiredText,
  requiredWebAddress,
  WEB_ADDRESS_MESSAGE,
  webAddress,
} from './validation';

/** The first message zod gives for a value (what the form shows under the field). */
function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('validation messages', () => {
  it('are the spec texts exactly', () => {
    expect(messages.required).toBe('This field is required');
    expect(messages.email).toBe('Please enter a valid email');
    expect(messages.numbers).toBe('This field can only contain numbers');
    expect(messages.integer).toBe('This field can only contain integer values');
    expect(messages.max).toBe('You must enter a maximum of {0} characters');
    expect(messages.min).toBe('You must enter a minimum of {0} characters');
    expect(messages.invalidFormat).toBe('Invalid format');
  });

  it('replace {0} with the number', () => {
    expect(maxMessage(100)).toBe('You must enter a maximum of 100 characters');
    expect(minMessage(10)).toBe('You must enter a minimum of 10 characters');
    expect(format('{0} of {1}', 1, 2)).toBe('1 of 2');
  });
});

describe('rules', () => {
  it('required text: empty or blank is required, too long names the limit', () => {
    expect(firstError(requiredText(5), '')).toBe('This field is required');
    expect(firstError(requiredText(5), '   ')).toBe('This field is required');
    expect(firstError(requiredText(5), 'abcdef')).toBe('You must enter a maximum of 5 characters');
    expect(firstError(requiredText(5), 'abc')).toBeUndefined();
  });

  it('email: required, then format', () => {
    expect(firstError(email(), '')).toBe('This field is required');
    expect(firstError(email(), 'ada@')).toBe('Please enter a valid email');
    expect(firstError(email(), 'ada example.com')).toBe('Please enter a valid email');
    expect(firstError(email(), ' ada@example.com ')).toBeUndefined();
  });

  it('phone: optional; digits, spaces, +, brackets and dashes only', () => {
    expect(firstError(phone(), '')).toBeUndefined();
    expect(firstError(phone(), '+44 (0)20 7946-0000')).toBeUndefined();
    expect(firstError(phone(), 'call me')).toBe('Invalid format');
    expect(firstError(phone(), '12a456')).toBe('Invalid format');
    expect(firstError(phone(), '1'.repeat(31))).toBe('You must enter a maximum of 30 characters');
  });

  it('optional email: blank is fine, anything else must be an email', () => {
    expect(firstError(optionalEmail(), '')).toBeUndefined();
    expect(firstError(optionalEmail(), '   ')).toBeUndefined();
    expect(firstError(optionalEmail(), ' buying@ibstock.example ')).toBeUndefined();
    expect(firstError(optionalEmail(), 'buying@')).toBe('Please enter a valid email');
    expect(firstError(optionalEmail(), `${'a'.repeat(250)}@x.co`)).toBe('You must enter a maximum of 254 characters');
  });

  it('web address: optional, http(s) only, at most 2000 characters', () => {
    expect(WEB_ADDRESS_MESSAGE).toBe('Please enter a web address starting with http:// or https://');
    expect(firstError(webAddress(), '')).toBeUndefined();
    expect(firstError(webAddress(), 'https://ibstock.example/bricks?x=1')).toBeUndefined();
    expect(firstError(webAddress(), 'HTTP://IBSTOCK.EXAMPLE')).toBeUndefined();
    expect(firstError(webAddress(), 'ibstock.example')).toBe(WEB_ADDRESS_MESSAGE);
    expect(firstError(webAddress(), 'ftp://files.example/drawings')).toBe(WEB_ADDRESS_MESSAGE);
    expect(firstError(webAddress(), 'https://has space.example')).toBe(WEB_ADDRESS_MESSAGE);
    expect(firstError(webAddress(), `https://x.example/${'a'.repeat(2000)}`)).toBe('You must enter a maximum of 2000 characters');
    expect(firstError(webAddress(20), 'https://example.com/long-path')).toBe('You must enter a maximum of 20 characters');
  });

  it('required web address: required first, then http(s)', () => {
    expect(firstError(requiredWebAddress(), '')).toBe('This field is required');
    expect(firstError(requiredWebAddress(), '  ')).toBe('This field is required');
    expect(firstError(requiredWebAddress(), 'drive.example/x')).toBe(WEB_ADDRESS_MESSAGE);
    expect(firstError(requiredWebAddress(), 'https://drive.example/x')).toBeUndefined();
  });

  it('postcode: required, a UK postcode in any case and spacing', () => {
    expect(POSTCODE_MESSAGE).toBe('Please enter a valid UK postcode');
    expect(firstError(postcode(), '')).toBe('This field is required');
    for (const valid of ['LS11 5RT', 'ls115rt', ' SW1A 1AA ', 'M1 1AE', 'B33 8TH', 'EC1A  1BB', 'GIR 0AA']) {
      expect(firstError(postcode(), valid)).toBeUndefined();
    }
    for (const invalid of ['LS11', '12345', 'LS11 5R', 'Q1A 1AA1']) {
      expect(firstError(postcode(), invalid)).toBe(POSTCODE_MESSAGE);
    }
    expect(firstError(postcode(), 'LS11 5RT 999')).toBe('You must enter a maximum of 10 characters');
  });

  it('numbers and integers', () => {
    expect(firstError(numeric(), '12.5')).toBeUndefined();
    expect(firstError(numeric(), '12,5x')).toBe('This field can only contain numbers');
    expect(firstError(integer(), '12')).toBeUndefined();
    expect(firstError(integer(), '12.5')).toBe('This field can only contain integer values');
  });

  it('person fields: names required and at most 100 characters', () => {
    const schema = z.object(personFields);
    const result = schema.safeParse({ firstName: '', lastName: 'x'.repeat(101), email: 'nope', phone: 'abc' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({
      firstName: 'This field is required',
      lastName: 'You must enter a maximum of 100 characters',
      email: 'Please enter a valid email',
      phone: 'Invalid format',
    });
  });

  it('new password: at least 10 characters and the confirmation must match', () => {
    expect(firstError(newPasswordSchema, { newPassword: '', confirmPassword: '' })).toBe('This field is required');
    expect(firstError(newPasswordSchema, { newPassword: 'short', confirmPassword: 'short' })).toBe(
      'You must enter a minimum of 10 characters',
    );
    const mismatch = newPasswordSchema.safeParse({ newPassword: 'long enough 1', confirmPassword: 'long enough 2' });
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'Passwords do not match' }),
    ]);
    expect(newPasswordSchema.safeParse({ newPassword: 'long enough 1', confirmPassword: 'long enough 1' }).success).toBe(true);
  });
});

describe('amounts and whole numbers', () => {
  it('words each problem as the API does, in its order', () => {
    expect(firstError(amount(), '')).toBe('This field is required');
    expect(firstError(amount(), 'twelve')).toBe('This field can only contain numbers');
    expect(firstError(amount(), '-5')).toBe('This amount cannot be negative');
    expect(firstError(amount(), '10000000000')).toBe('This amount is too large');
    expect(firstError(amount(), '12.345')).toBe('Enter at most 2 decimal places');
    expect(firstError(amount(), '£1,234.50')).toBeUndefined();
    expect(firstError(amount(), '40,50')).toBe('This field can only contain numbers');
    expect(firstError(amount(), '12.50000')).toBeUndefined();
    expect(firstError(amount(3), '2.655')).toBeUndefined();
    expect(firstError(amount(3), '2.6555')).toBe('Enter at most 3 decimal places');
    expect(firstError(optionalAmount(), '')).toBeUndefined();
    expect(firstError(optionalAmount(), '1.2.3')).toBe('This field can only contain numbers');

    const mm = optionalWholeNumber(1, 20000);
    expect(firstError(mm, '')).toBeUndefined();
    expect(firstError(mm, '102.5')).toBe('This field can only contain integer values');
    expect(firstError(mm, '0')).toBe('Input should be greater than or equal to 1');
    expect(firstError(mm, '20001')).toBe('Input should be less than or equal to 20000');
    expect(firstError(mm, '215')).toBeUndefined();

    expect(firstError(optionalDay(), '2026-02-28')).toBeUndefined();
    expect(firstError(optionalDay(), '28/02/2026')).toBe('Invalid format');
  });
});
