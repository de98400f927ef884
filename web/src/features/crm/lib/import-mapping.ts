/**
 * The CRM import's rule for a column mapping beside the shared ones (lib/import-mapping.ts): a contact's
 * organisation is named by one column or another.
 */
import type { ImportField } from '@/lib/api/types';
import type { MappingRules } from '@/lib/import-mapping';
import type { ImportKind } from '../tabs';

export type { Mapping } from '@/lib/import-mapping';

/** A contact belongs to one organisation: the file names it by account number or by name. */
const CONTACT_ORGANISATION: readonly string[] = ['organisation_account_number', 'organisation'];

export function mappingRules(kind: ImportKind, fields: readonly ImportField[]): MappingRules {
  const refs = fields.filter((field) => CONTACT_ORGANISATION.includes(field.name));
  if (kind !== 'contacts' || refs.length === 0) return {};
  const labels = refs.map((field) => field.label).sort((a, b) => a.length - b.length);
  return {
    oneOf: [
      {
        label: labels.join(' or '),
        fields: refs.map((field) => field.name),
        problem: `Choose the column that holds the ${labels.join(' or the ')}`,
      },
    ],
  };
}
