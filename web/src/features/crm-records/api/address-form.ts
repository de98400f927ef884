/** The address form: its fields, the API's limits and the spec's messages. */
import { z } from 'zod';
import type { AddressIn, AddressOut, AddressType } from '@/lib/api/types';
import { ADDRESS_TYPES } from '@/lib/api/types';
import { maxMessage, optionalText, postcode, requiredText } from '@/lib/validation';

export const ADDRESS_TYPE_LABELS: Record<AddressType, string> = {
  head_office: 'Head office',
  invoice: 'Invoice',
  depot: 'Depot / works',
  site: 'Site',
};

export const addressSchema = z.object({
  address_type: z.enum(ADDRESS_TYPES),
  label: optionalText(200),
  line1: requiredText(200),
  line2: optionalText(200),
  town: requiredText(100),
  county: optionalText(100),
  postcode: postcode(),
  country: optionalText(100),
  delivery_notes: z.string().trim().max(5000, maxMessage(5000)),
});
export type AddressValues = z.infer<typeof addressSchema>;

export const ADDRESS_FIELDS = [
  'address_type',
  'label',
  'line1',
  'line2',
  'town',
  'county',
  'postcode',
  'country',
  'delivery_notes',
] as const satisfies readonly (keyof AddressValues)[];

export const emptyAddress = (type: AddressType = 'site'): AddressValues => ({
  address_type: type,
  label: '',
  line1: '',
  line2: '',
  town: '',
  county: '',
  postcode: '',
  country: 'United Kingdom',
  delivery_notes: '',
});

export const toAddressValues = (address: AddressOut): AddressValues => ({
  address_type: address.address_type,
  label: address.label,
  line1: address.line1,
  line2: address.line2,
  town: address.town,
  county: address.county,
  postcode: address.postcode,
  country: address.country,
  delivery_notes: address.delivery_notes,
});

export const toAddressIn = (relatedId: number, values: AddressValues): AddressIn => ({ ...values, related_id: relatedId });

/** "Site: Plot 4, Elland Road, Leeds LS11 5RT" */
export function describeAddress(address: Pick<AddressOut, 'label' | 'line1' | 'town' | 'postcode'>): string {
  return [address.label, address.line1, address.town, address.postcode].filter(Boolean).join(', ');
}
