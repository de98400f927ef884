/**
 * The product's generic messages and field limits (spec section 5), without zod: the login screen checks its two
 * fields with these alone, so that the first screen does not download the schema library. lib/validation.ts
 * builds every form's zod schema on them.
 */
export const messages = {
  required: 'This field is required',
  email: 'Please enter a valid email',
  numbers: 'This field can only contain numbers',
  integer: 'This field can only contain integer values',
  max: 'You must enter a maximum of {0} characters',
  min: 'You must enter a minimum of {0} characters',
  invalidFormat: 'Invalid format',
  passwordsDiffer: 'Passwords do not match',
} as const;

/** Replace {0}, {1}, … with the given values. */
export function format(message: string, ...values: (string | number)[]): string {
  return message.replace(/\{(\d+)\}/g, (match, index: string) => {
    const value = values[Number(index)];
    return value === undefined ? match : String(value);
  });
}

export const maxMessage = (n: number) => format(messages.max, n);
export const minMessage = (n: number) => format(messages.min, n);

export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  passwordMin: 10,
  passwordMax: 128,
  webAddress: 2000,
  postcode: 10,
} as const;

/** Worded as the API words its own checks of these fields. */
export const WEB_ADDRESS_MESSAGE = 'Please enter a web address starting with http:// or https://';
export const POSTCODE_MESSAGE = 'Please enter a valid UK postcode';

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for a required email as typed (trimmed), or null when it is acceptable. */
export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (!email) return messages.required;
  if (email.length > LIMITS.email) return maxMessage(LIMITS.email);
  return EMAIL_RE.test(email) ? null : messages.email;
}
