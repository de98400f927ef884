/**
 * A price list on its way in: the column mapping (checked with the server's rules before it sees it), the rows
 * as the import call takes them, the reports of several calls added up, and the rejected rows as a CSV to fix.
 */
import type { ProductImportField, ProductImportPreview, ProductImportReport } from '@/lib/api/types';
import { describeErrors } from '@/lib/import-report';
import { toCsv } from './csv';

/** Column → field name, or null to leave the column out. */
export type Mapping = Record<string, string | null>;

/** One row as `POST /products/multiple/add` takes it: its number in the file, then field → cell. */
export type ImportRowIn = { row: number } & Record<string, string | number>;

export type MappingCheck = {
  /** Per column: why its choice cannot stay (the field is chosen for another column too). */
  columnErrors: Record<string, string>;
  /** Whole-mapping problems: a required field no column fills, no supplier for the rows. */
  problems: string[];
  ok: boolean;
};

/** A row names its supplier by either of these; without them, the price list's supplier is every row's. */
const SUPPLIER_FIELDS = ['supplier', 'supplier_id'] as const;

export const PROBLEMS_COLUMN = 'Import problems';

export function initialMapping(preview: ProductImportPreview): Mapping {
  return Object.fromEntries(preview.columns.map((column) => [column, preview.suggested_mapping[column] ?? null]));
}

const chosenFields = (mapping: Mapping) => new Set(Object.values(mapping).filter((field): field is string => !!field));

export function checkMapping(fields: readonly ProductImportField[], mapping: Mapping, hasSupplier: boolean): MappingCheck {
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

  const problems = fields
    .filter((field) => field.required && !columnsOf.has(field.name))
    .map((field) => `Choose the column that holds the ${field.label.toLowerCase()}`);
  if (!hasSupplier && !SUPPLIER_FIELDS.some((name) => columnsOf.has(name))) {
    problems.push('Choose the supplier of this price list, or the column that names each row’s supplier');
  }
  return { columnErrors, problems, ok: problems.length === 0 && Object.keys(columnErrors).length === 0 };
}

/** The checklist above the mapping: each required field and whether a column fills it. */
export function requiredStatus(fields: readonly ProductImportField[], mapping: Mapping, hasSupplier: boolean) {
  const chosen = chosenFields(mapping);
  return [
    ...fields.filter((field) => field.required).map((field) => ({ label: field.label, mapped: chosen.has(field.name) })),
    { label: 'Supplier', mapped: hasSupplier || SUPPLIER_FIELDS.some((name) => chosen.has(name)) },
  ];
}

/** Up to three non-blank values of a column, for the mapping table. */
export function sampleValues(preview: ProductImportPreview, column: string, limit = 3): string[] {
  const index = preview.columns.indexOf(column);
  const samples: string[] = [];
  for (const row of preview.rows) {
    const value = row[index] ?? '';
    if (value.trim() !== '') samples.push(value);
    if (samples.length === limit) break;
  }
  return samples;
}

/**
 * Every row of the file as the import takes it: each mapped column's cell under its field, blank cells left
 * out (an update then keeps the product's value), and the row's number in the file for the report.
 */
export function buildRows(preview: ProductImportPreview, mapping: Mapping): ImportRowIn[] {
  const mapped = preview.columns
    .map((column, index) => ({ index, field: mapping[column] ?? null }))
    .filter((entry): entry is { index: number; field: string } => entry.field !== null);
  return preview.rows.map((cells, rowIndex) => {
    const row: ImportRowIn = { row: preview.row_numbers[rowIndex] ?? rowIndex + 2 };
    for (const { index, field } of mapped) {
      const cell = (cells[index] ?? '').trim();
      if (cell !== '') row[field] = cell;
    }
    return row;
  });
}

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

export const EMPTY_REPORT: ProductImportReport = {
  dry_run: false,
  total: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  rejected: 0,
  rows: [],
};

/** Two reports as one (the calls of one import): counts added, rejected rows first, then the rest. */
export function addReports(a: ProductImportReport, b: ProductImportReport): ProductImportReport {
  const rows = [...a.rows, ...b.rows];
  return {
    dry_run: b.dry_run,
    total: a.total + b.total,
    created: a.created + b.created,
    updated: a.updated + b.updated,
    unchanged: a.unchanged + b.unchanged,
    rejected: a.rejected + b.rejected,
    rows: [...rows.filter((row) => row.action === 'reject'), ...rows.filter((row) => row.action !== 'reject')],
  };
}

/** The rejected rows with the file's own header and cells, and a last column saying what was wrong. */
export function rejectedRowsCsv(preview: ProductImportPreview, report: ProductImportReport): string {
  const byNumber = new Map(preview.row_numbers.map((number, index) => [number, preview.rows[index]]));
  const rejected = report.rows
    .filter((row) => row.action === 'reject')
    .map((row) => [...(byNumber.get(row.row) ?? preview.columns.map(() => '')), describeErrors(row, preview.fields).join('; ')]);
  return toCsv([[...preview.columns, PROBLEMS_COLUMN], ...rejected]);
}

/** "prices.csv" → "prices-rejected.csv". */
export function rejectedFileName(name: string): string {
  return `${name.replace(/\.csv$/i, '') || 'price-list'}-rejected.csv`;
}
