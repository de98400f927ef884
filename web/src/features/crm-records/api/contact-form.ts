/** The contact form: its fields, the API's limits and the spec's messages. */
import { z } from 'zod';
import type { ContactIn, ContactOut } from '@/lib/api/types';
import { messages, optionalEmail, optionalText, phone, requiredText } from '@/lib/validation';
import { toKind } from './kinds';
import { organisationOption, type OrganisationOption } from './organisation-option';

export const contactSchema = z.object({
  related_id: organisationOption.nullable().refine((value): boolean => value !== null, messages.required),
  first_name: requiredText(100),
  last_name: optionalText(100),
  job_title: optionalText(100),
  email: optionalEmail(),
  phone: phone(),
  mobile: phone(),
});
export type ContactValues = z.infer<typeof contactSchema>;

export const CONTACT_FIELDS = [
  'related_id',
  'first_name',
  'last_name',
  'job_title',
  'email',
  'phone',
  'mobile',
] as const satisfies readonly (keyof ContactValues)[];

export const emptyContact = (organisation: OrganisationOption | null): ContactValues => ({
  related_id: organisation,
  first_name: '',
  last_name: '',
  job_title: '',
  email: '',
  phone: '',
  mobile: '',
});

export const toContactValues = (contact: ContactOut): ContactValues => ({
  related_id: { id: contact.related_id, kind: toKind(contact.related_type), name: contact.related_name },
  first_name: contact.first_name,
  last_name: contact.last_name,
  job_title: contact.job_title,
  email: contact.email,
  phone: contact.phone,
  mobile: contact.mobile,
});

/** The body of an add (and, with contact_id and version, an update). */
export function toContactIn({ related_id: organisation, ...fields }: ContactValues): ContactIn {
  if (!organisation) throw new Error('The schema requires an organisation.');
  return { ...fields, related_id: organisation.id };
}
