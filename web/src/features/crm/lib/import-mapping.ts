/**
 * The column mapping of a CSV import: which field each column fills. Checked here before the server sees
 * it, with the server's own rules: every required field chosen, no field chosen twice, and a contact's
 * organisation named by one column or another.
 */
import type { ImportField, ImportPreview } from '@/lib/api/types';
import type { ImportKind } from '../tabs';

/** Column → field name, or null to leave the column out. */
export type Mapping = Record<string, string | null>;

export type MappingCheck = {
  /** Per column: why its choice cannot stay (the field is chosen for another column too). */
  columnErrors: Record<string, string>;
  /** Whole-mapping problems: required fields no column fills. */
  problems: string[];
  ok: boolean;
};

/** A contact belongs to one organisation: the file names it by account number or by name. */
const CONTACT_ORGANISATION = ['organisation_account_number', 'organisation'] as const;

export function initialMapping(preview: ImportPreview): Mapping {
  return Object.fromEntries(preview.columns.map((column) => [column, preview.suggested_mapping[column] ?? null]));
}

export function checkMapping(kind: ImportKind, fields: readonly ImportField[], mapping: Mapping): MappingCheck {
  const chosen = new Map<string, string[]>();
  for (const [column, field] of Object.entries(mapping)) {
    if (field) chosen.set(field, [...(chosen.get(field) ?? []), column]);
  }
  const label = (name: string) => fields.find((field) => field.name === name)?.label ?? name;

  const columnErrors: Record<string, string> = {};
  for (const [field, columns] of chosen) {
    if (columns.length < 2) continue;
    for (const column of columns) {
      const others = columns.filter((other) => other !== column).map((other) => `“${other}”`);
      columnErrors[column] = `${label(field)} is also chosen for ${others.join(', ')}`;
    }
  }

  const problems = fields
    .filter((field) => field.required && !chosen.has(field.name))
    .map((field) => `Choose the column that holds ${field.label}`);
  const refs = CONTACT_ORGANISATION.filter((name) => fields.some((field) => field.name === name));
  if (kind === 'contacts' && refs.length > 0 && !refs.some((name) => chosen.has(name))) {
    const names = refs.map(label).sort((a, b) => a.length - b.length);
    problems.push(`Choose the column that holds the ${names.join(' or the ')}`);
  }
  return { columnErrors, problems, ok: problems.length === 0 && Object.keys(columnErrors).length === 0 };
}

/** What the mapping must include and whether it does (the checklist above the mapping). */
export function requiredStatus(
  kind: ImportKind,
  fields: readonly ImportField[],
  mapping: Mapping,
): { label: string; mapped: boolean }[] {
  const chosen = new Set(Object.values(mapping));
  const status = fields
    .filter((field) => field.required)
    .map((field) => ({ label: field.label, mapped: chosen.has(field.name) }));
  const refs = fields.filter((field) => (CONTACT_ORGANISATION as readonly string[]).includes(field.name));
  if (kind === 'contacts' && refs.length > 0) {
    status.push({
      label: refs.map((field) => field.label).sort((a, b) => a.length - b.length).join(' or '),
      mapped: refs.some((field) => chosen.has(field.name)),
    });
  }
  return status;
}

/** Up to three non-blank values of a column from the preview's sample rows. */
export function sampleValues(preview: ImportPreview, column: string, limit = 3): string[] {
  const index = preview.columns.indexOf(column);
  return preview.sample
    .map((row) => row[index] ?? '')
    .filter((value) => value.trim() !== '')
    .slice(0, limit);
}
