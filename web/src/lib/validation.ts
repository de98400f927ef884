/**
 * Validation rules and the product's generic messages (spec section 5), used by every form's zod schema.
 * The limits mirror the API's own field rules so both sides reject the same input with the same words.
 */
import { z } from 'zod';
import { cleanAmount } from './money';
import {
  EMAIL_RE,
  format,
  LIMITS,
  maxMessage,
  messages,
  minMessage,
  POSTCODE_MESSAGE,
  WEB_ADDRESS_MESSAGE,
} from './validation-rules';

export { format, LIMITS, maxMessage, messages, minMessage, POSTCODE_MESSAGE, WEB_ADDRESS_MESSAGE };

/** Digits, spaces, an optional leading +, brackets and dashes; 6 to 20 characters (as the API checks). */
const PHONE_RE = /^\+?[0-9 ()-]{6,20}$/;
const NUMBER_RE = /^-?\d+(\.\d+)?$/;
const INTEGER_RE = /^-?\d+$/;
const WEB_RE = /^https?:\/\/[^\s/$.?#]\S*$/i;
/** Outward code (area, district) and inward code (sector, unit), spaces ignored; GIR 0AA the odd survivor. */
const POSTCODE_RE = /^(GIR0AA|[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2})$/;

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

/** Blank, or a valid email. */
export const optionalEmail = () =>
  z
    .string()
    .trim()
    .max(LIMITS.email, maxMessage(LIMITS.email))
    .refine((value) => value === '' || EMAIL_RE.test(value), messages.email);

export const phone = () =>
  z
    .string()
    .trim()
    .max(LIMITS.phone, maxMessage(LIMITS.phone))
    .refine((value) => value === '' || PHONE_RE.test(value), messages.invalidFormat);

/** Blank, or an http(s) address. */
export const webAddress = (max: number = LIMITS.webAddress) =>
  z
    .string()
    .trim()
    .max(max, maxMessage(max))
    .refine((value) => value === '' || WEB_RE.test(value), WEB_ADDRESS_MESSAGE);

/** A required http(s) address (a file link). */
export const requiredWebAddress = (max: number = LIMITS.webAddress) =>
  z.string().trim().min(1, messages.required).max(max, maxMessage(max)).regex(WEB_RE, WEB_ADDRESS_MESSAGE);

/** A required UK postcode in any case and spacing; the server writes it the standard way (`LS11 5RT`). */
export const postcode = () =>
  z
    .string()
    .trim()
    .min(1, messages.required)
    .max(LIMITS.postcode, maxMessage(LIMITS.postcode))
    .refine((value) => POSTCODE_RE.test(value.replace(/\s+/g, '').toUpperCase()), POSTCODE_MESSAGE);

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

/** Worded as the API words its checks of amounts (money, weights) and bounded whole numbers. */
export const NEGATIVE_AMOUNT_MESSAGE = 'This amount cannot be negative';
export const AMOUNT_TOO_LARGE_MESSAGE = 'This amount is too large';
export const decimalPlacesMessage = (places: number) => `Enter at most ${places} decimal places`;
export const atLeastMessage = (n: number) => `Input should be greater than or equal to ${n}`;
export const atMostMessage = (n: number) => `Input should be less than or equal to ${n}`;

/** The API's largest amount (NUMERIC(12, 2)). */
const MAX_AMOUNT = 9_999_999_999.99;
const AMOUNT_RE = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * Why an amount cannot be stored, checked in the API's order; null when it can. A pound sign, thousands
 * separators and spaces are allowed ("£1,234.50"), as the API drops them.
 */
export function amountProblem(text: string, places: number): string | null {
  // As the API reads it: a comma only where it groups thousands ("40,50" is refused, not read as 4050).
  const cleaned = cleanAmount(text);
  if (!AMOUNT_RE.test(cleaned)) return messages.numbers;
  const value = Number(cleaned);
  if (value < 0) return NEGATIVE_AMOUNT_MESSAGE;
  if (value > MAX_AMOUNT) return AMOUNT_TOO_LARGE_MESSAGE;
  const decimals = cleaned.includes('.') ? cleaned.split('.')[1].replace(/0+$/, '').length : 0;
  return decimals > places ? decimalPlacesMessage(places) : null;
}

/** A required amount of money (or of kilograms, with `places` 3). */
export const amount = (places = 2) =>
  z
    .string()
    .trim()
    .min(1, messages.required)
    .superRefine((value, ctx) => {
      const problem = amountProblem(value, places);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** Blank, or an amount. */
export const optionalAmount = (places = 2) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = value === '' ? null : amountProblem(value, places);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** Blank, or a whole number from `min` to `max`. */
export const optionalWholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') return;
      const n = Number(value);
      const problem = !INTEGER_RE.test(value)
        ? messages.integer
        : n < min
          ? atLeastMessage(min)
          : n > max
            ? atMostMessage(max)
            : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** Blank, or a calendar day as a date input gives it (YYYY-MM-DD). */
export const optionalDay = () =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))), messages.invalidFormat);
