/** Field rules the CRM forms share, worded as the API words its own checks. */
import { z } from 'zod';
import { LIMITS, maxMessage, messages } from '@/lib/validation';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEB_RE = /^https?:\/\/[^\s/$.?#]\S*$/i;

export const WEB_ADDRESS_MESSAGE = 'Please enter a web address starting with http:// or https://';
export const POSTCODE_MESSAGE = 'Please enter a valid UK postcode';
/** Outward code (area, district) and inward code (sector, unit), spaces ignored; GIR 0AA the odd survivor. */
const POSTCODE_RE = /^(GIR0AA|[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2})$/;

/** Blank, or a valid email. */
export const optionalEmail = () =>
  z
    .string()
    .trim()
    .max(LIMITS.email, maxMessage(LIMITS.email))
    .refine((value) => value === '' || EMAIL_RE.test(value), messages.email);

/** Blank, or an http(s) address. */
export const webAddress = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, maxMessage(max))
    .refine((value) => value === '' || WEB_RE.test(value), WEB_ADDRESS_MESSAGE);

/** A required http(s) address (a file link). */
export const requiredWebAddress = () =>
  z
    .string()
    .trim()
    .min(1, messages.required)
    .max(2000, maxMessage(2000))
    .regex(WEB_RE, WEB_ADDRESS_MESSAGE);

/** A UK postcode in any case and spacing; the server writes it the standard way. */
export const postcode = () =>
  z
    .string()
    .trim()
    .min(1, messages.required)
    .max(10, maxMessage(10))
    .refine((value) => POSTCODE_RE.test(value.replace(/\s+/g, '').toUpperCase()), POSTCODE_MESSAGE);
