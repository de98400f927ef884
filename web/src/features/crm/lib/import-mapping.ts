/**
 * The column mapping of a CSV import: which field each column fills. Checked here before the server sees
 * it, with the server's own rules: every required field chosen, no field chosen twice, and the conditional
 * requirements the preview states (a contact's organisation named by one column or another; an address column
 * needs the rest of the address).
 */
import type { ImportField, ImportPreview } from '@/lib/api/types';

/** A conditional requirement of the mapping, as the preview states it. */
export type ImportRule = ImportPreview['rules'][number];

/** Column → field name, or null to leave the column out. */
export type Mapping = Record<string, string | null>;

export type MappingCheck = {
  /** Per column: why its choice cannot stay (the field is chosen for another column too). */
  columnErrors: Record<string, string>;
  /** Whole-mapping problems: required fields no column fills. */
  problems: string[];
  ok: boolean;
};

export function initialMapping(preview: ImportPreview): Mapping {
  return Object.fromEntries(preview.columns.map((column) => [column, preview.suggested_mapping[column] ?? null]));
}

/** The chosen field names. */
const chosenFields = (mapping: Mapping) => new Set(Object.values(mapping).filter((field): field is string => !!field));

/** A rule the mapping must follow now: always, or once any field it watches (an address column) is chosen. */
const applies = (rule: ImportRule, chosen: ReadonlySet<string>) => rule.when_any.length === 0 || rule.when_any.some((name) => chosen.has(name));

const broken = (rule: ImportRule, chosen: ReadonlySet<string>) =>
  applies(rule, chosen) && (rule.any_of ? !rule.needs.some((name) => chosen.has(name)) : !rule.needs.every((name) => chosen.has(name)));

/** The rules (from the preview) the mapping breaks, worded as the server words them. */
export function brokenRules(rules: readonly ImportRule[], mapping: Mapping): string[] {
  const chosen = chosenFields(mapping);
  return rules.filter((rule) => broken(rule, chosen)).map((rule) => rule.message);
}

export function checkMapping(fields: readonly ImportField[], rules: readonly ImportRule[], mapping: Mapping): MappingCheck {
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
  problems.push(...brokenRules(rules, mapping));
  return { columnErrors, problems, ok: problems.length === 0 && Object.keys(columnErrors).length === 0 };
}

/**
 * What the mapping must include and whether it does (the checklist above the mapping): the required fields,
 * then what each rule that applies now needs: one chip for "one of" (Organisation or its account number), a
 * chip per field otherwise (an address column chosen needs Address line 1, Town and Postcode).
 */
export function requiredStatus(
  fields: readonly ImportField[],
  rules: readonly ImportRule[],
  mapping: Mapping,
): { label: string; mapped: boolean }[] {
  const chosen = chosenFields(mapping);
  const label = (name: string) => fields.find((field) => field.name === name)?.label ?? name;
  const status = fields
    .filter((field) => field.required)
    .map((field) => ({ label: field.label, mapped: chosen.has(field.name) }));
  for (const rule of rules.filter((each) => applies(each, chosen))) {
    if (rule.any_of) {
      const labels = rule.needs.map(label).sort((a, b) => a.length - b.length);
      status.push({ label: labels.join(' or '), mapped: rule.needs.some((name) => chosen.has(name)) });
    } else {
      for (const name of rule.needs) {
        if (!status.some((item) => item.label === label(name))) status.push({ label: label(name), mapped: chosen.has(name) });
      }
    }
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
