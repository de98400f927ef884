/**
 * The CRM import's rules for a column mapping beside the shared ones (lib/import-mapping.ts): a contact's
 * organisation is named by one column or another, and the conditional rules the preview states (an address
 * column needs the rest of the address).
 */
import type { ImportField, ImportPreview } from '@/lib/api/types';
import type { MappingRules } from '@/lib/import-mapping';
import type { ImportKind } from '../tabs';

export type { Mapping } from '@/lib/import-mapping';

/** A conditional requirement of the mapping, as the preview states it. */
export type ImportRule = ImportPreview['rules'][number];

/** A contact belongs to one organisation: the file names it by account number or by name. */
const CONTACT_ORGANISATION: readonly string[] = ['organisation_account_number', 'organisation'];

/** The preview's conditional rules (an address column needs Address line 1, Town and Postcode), as the wizard takes them. */
function allWhen(rules: readonly ImportRule[]): MappingRules {
  const conditional = rules.filter((rule) => rule.when_any.length > 0 && !rule.any_of);
  return conditional.length === 0 ? {} : { allWhen: conditional.map((rule) => ({ when: rule.when_any, needs: rule.needs, problem: rule.message })) };
}

export function mappingRules(kind: ImportKind, fields: readonly ImportField[], rules: readonly ImportRule[] = []): MappingRules {
  const refs = fields.filter((field) => CONTACT_ORGANISATION.includes(field.name));
  if (kind !== 'contacts' || refs.length === 0) return allWhen(rules);
  const labels = refs.map((field) => field.label).sort((a, b) => a.length - b.length);
  return {
    ...allWhen(rules),
    oneOf: [
      {
        label: labels.join(' or '),
        fields: refs.map((field) => field.name),
        problem: `Choose the column that holds the ${labels.join(' or the ')}`,
      },
    ],
  };
}
