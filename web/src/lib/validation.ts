/**
 * Validation rules and the product's generic messages (spec section 5), used by every form's zod schema.
 * The limits mirror the API's own field rules so both sides reject the same input with the same words.
 */
import { z } from 'zod';

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
} as const;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits, spaces, an optional leading +, brackets and dashes; 6 to 20 characters (as the API checks). */
const PHONE_RE = /^\+?[0-9 ()-]{6,20}$/;
const NUMBER_RE = /^-?\d+(\.\d+)?$/;
const INTEGER_RE = /^-?\d+$/;

/** A required text field: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string().trim().min(1, messages.required).max(max, maxMessage(max));

/** An optional text field: trimmed, at most `max` characters. */
export const optionalText = (max: number) => z.string().trim().max(max, maxMessage(max));

export const email = () =>
  z
    .string()
    .trim()
    .min(1, messages.required)
    .max(LIMITS.email, maxMessage(LIMITS.email))
    .regex(EMAIL_RE, messages.email);

export const phone = () =>
  z
    .string()
    .trim()
    .max(LIMITS.phone, maxMessage(LIMITS.phone))
    .refine((value) => value === '' || PHONE_RE.test(value), messages.invalidFormat);

export const numeric = () => z.string().trim().regex(NUMBER_RE, messages.numbers);
export const integer = () => z.string().trim().regex(INTEGER_RE, messages.integer);

export const password = () =>
  z
    .string()
    .min(1, messages.required)
    .min(LIMITS.passwordMin, minMessage(LIMITS.passwordMin))
    .max(LIMITS.passwordMax, maxMessage(LIMITS.passwordMax));

/** New password + confirmation, as on the reset and profile screens. */
export const newPasswordSchema = z
  .object({
    newPassword: password(),
    confirmPassword: z.string().min(1, messages.required),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: messages.passwordsDiffer,
    path: ['confirmPassword'],
  });

export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

/** A person's name, email and phone, as on the profile and user forms. */
export const personFields = {
  firstName: requiredText(LIMITS.name),
  lastName: requiredText(LIMITS.name),
  email: email(),
  phone: phone(),
};
