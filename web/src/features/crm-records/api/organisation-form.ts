/** The organisation form's fields, their rules (the API's own limits) and the spec's messages. */
import { z } from 'zod';
import type { OrganisationOut } from '@/lib/api/types';
import { maxMessage, optionalEmail, optionalText, phone, requiredText, webAddress } from '@/lib/validation';

export const organisationSchema = z.object({
  name: requiredText(200),
  account_number: optionalText(50),
  category: optionalText(100),
  email: optionalEmail(),
  phone: phone(),
  website: webAddress(),
  vat_number: optionalText(50),
  description: z.string().trim().max(5000, maxMessage(5000)),
});
export type OrganisationValues = z.infer<typeof organisationSchema>;

export const ORGANISATION_FIELDS = [
  'name',
  'account_number',
  'category',
  'email',
  'phone',
  'website',
  'vat_number',
  'description',
] as const satisfies readonly (keyof OrganisationValues)[];

export const EMPTY_ORGANISATION: OrganisationValues = {
  name: '',
  account_number: '',
  category: '',
  email: '',
  phone: '',
  website: '',
  vat_number: '',
  description: '',
};

export const toOrganisationValues = (org: OrganisationOut): OrganisationValues => ({
  name: org.name,
  account_number: org.account_number,
  category: org.category,
  email: org.email,
  phone: org.phone,
  website: org.website,
  vat_number: org.vat_number,
  description: org.description,
});
