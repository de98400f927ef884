/**
 * The column mapping of a CSV import (CRM records, price lists): which field each column fills, checked here with
 * the server's rules before it sees it: every required field chosen, no field chosen twice, and whatever "one of
 * these" rule an import adds (a contact's organisation, a price list's supplier) or "all of these once one is
 * chosen" rule (a CRM row's address).
 */

/** A field a column can be imported into, as the previews list them. */
export type MappingField = { name: string; label: string; required: boolean };

/** Column → field name, or null to leave the column out. */
export type Mapping = Record<string, string | null>;

export type MappingCheck = {
  /** Per column: why its choice cannot stay (the field is chosen for another column too). */
  columnErrors: Record<string, string>;
  /** Whole-mapping problems: a required field no column fills, a "one of" rule not met. */
  problems: string[];
  ok: boolean;
};

/** One of `fields` must be chosen, unless `met` says the rule is met otherwise (a supplier picked for every row). */
export type OneOfRule = { label: string; fields: readonly string[]; problem: string; met?: boolean };

/** Once any of `when` is chosen, every one of `needs` must be (an address column needs the rest of the address). */
export type AllWhenRule = { when: readonly string[]; needs: readonly string[]; problem: string };

export type MappingRules = {
  /** The problem of a required field left out ("Choose the column that holds First name"). */
  requiredProblem?: (field: MappingField) => string;
  oneOf?: readonly OneOfRule[];
  allWhen?: readonly AllWhenRule[];
};

const holds = (field: MappingField) => `Choose the column that holds ${field.label}`;

export function initialMapping(preview: { columns: readonly string[]; suggested_mapping: Record<string, string | null | undefined> }): Mapping {
  return Object.fromEntries(preview.columns.map((column) => [column, preview.suggested_mapping[column] ?? null]));
}

const chosenFields = (mapping: Mapping) => new Set(Object.values(mapping).filter((field): field is string => !!field));
const ruleMet = (rule: OneOfRule, chosen: Set<string>) => !!rule.met || rule.fields.some((name) => chosen.has(name));
const applies = (rule: AllWhenRule, chosen: Set<string>) => rule.when.some((name) => chosen.has(name));

/** The conditional rules the mapping breaks now, worded as the server words them (said before any run). */
export function brokenConditions(mapping: Mapping, rules: MappingRules = {}): string[] {
  const chosen = chosenFields(mapping);
  return (rules.allWhen ?? [])
    .filter((rule) => applies(rule, chosen) && !rule.needs.every((name) => chosen.has(name)))
    .map((rule) => rule.problem);
}

export function checkMapping(fields: readonly MappingField[], mapping: Mapping, rules: MappingRules = {}): MappingCheck {
  const columnsOf = new Map<string, string[]>();
  for (const [column, field] of Object.entries(mapping)) {
    if (field) columnsOf.set(field, [...(columnsOf.get(field) ?? []), column]);
  }
  const label = (name: string) => fields.find((field) => field.name === name)?.label ?? name;

  const columnErrors: Record<string, string> = {};
  for (const [field, columns] of columnsOf) {
    if (columns.length < 2) continue;
    for (const column of columns) {
      const others = columns.filter((other) => other !== column).map((other) => `“${other}”`);
      columnErrors[column] = `${label(field)} is also chosen for ${others.join(', ')}`;
    }
  }

  const chosen = chosenFields(mapping);
  const problems = fields.filter((field) => field.required && !chosen.has(field.name)).map(rules.requiredProblem ?? holds);
  for (const rule of rules.oneOf ?? []) {
    if (!ruleMet(rule, chosen)) problems.push(rule.problem);
  }
  problems.push(...brokenConditions(mapping, rules));
  return { columnErrors, problems, ok: problems.length === 0 && Object.keys(columnErrors).length === 0 };
}

/**
 * The checklist above the mapping: each required field (and "one of" rule), then each field a conditional rule
 * needs once it applies (an address column chosen needs Address line 1, Town and Postcode), and whether the
 * mapping fills it.
 */
export function requiredStatus(
  fields: readonly MappingField[],
  mapping: Mapping,
  rules: MappingRules = {},
): { label: string; mapped: boolean }[] {
  const chosen = chosenFields(mapping);
  const label = (name: string) => fields.find((field) => field.name === name)?.label ?? name;
  const status = [
    ...fields.filter((field) => field.required).map((field) => ({ label: field.label, mapped: chosen.has(field.name) })),
    ...(rules.oneOf ?? []).map((rule) => ({ label: rule.label, mapped: ruleMet(rule, chosen) })),
  ];
  for (const rule of (rules.allWhen ?? []).filter((each) => applies(each, chosen))) {
    for (const name of rule.needs) {
      if (!status.some((item) => item.label === label(name))) status.push({ label: label(name), mapped: chosen.has(name) });
    }
  }
  return status;
}

/** Up to `limit` non-blank values of a column from the rows the preview holds, for the mapping table. */
export function sampleValues(
  columns: readonly string[],
  rows: readonly (readonly string[])[],
  column: string,
  limit = 3,
): string[] {
  const index = columns.indexOf(column);
  const samples: string[] = [];
  for (const row of rows) {
    const value = row[index] ?? '';
    if (value.trim() !== '') samples.push(value);
    if (samples.length === limit) break;
  }
  return samples;
}
