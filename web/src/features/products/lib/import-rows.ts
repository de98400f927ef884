/**
 * A price list on its way in: the rules of its column mapping (checked before the server sees it), the rows as the
 * import call takes them, and the rejected rows as a CSV to fix.
 */
import type { ProductImportField, ProductImportPreview, ProductImportReport } from '@/lib/api/types';
import { checkMapping as checkColumns, type Mapping, type MappingCheck, type MappingRules } from '@/lib/import-mapping';
import { describeErrors } from '@/lib/import-report';
import { toCsv } from './csv';

/** One row as `POST /products/multiple/add` takes it: its number in the file, then field → cell. */
export type ImportRowIn = { row: number } & Record<string, string | number>;

/** A row names its supplier by either of these; without them, the price list's supplier is every row's. */
const SUPPLIER_FIELDS = ['supplier', 'supplier_id'] as const;

export const PROBLEMS_COLUMN = 'Import problems';

/** The server's rules for a price list's mapping: the required fields, and a supplier for every row. */
export function mappingRules(hasSupplier: boolean): MappingRules {
  return {
    requiredProblem: (field) => `Choose the column that holds the ${field.label.toLowerCase()}`,
    oneOf: [
      {
        label: 'Supplier',
        fields: SUPPLIER_FIELDS,
        met: hasSupplier,
        problem: 'Choose the supplier of this price list, or the column that names each row’s supplier',
      },
    ],
  };
}

export function checkMapping(fields: readonly ProductImportField[], mapping: Mapping, hasSupplier: boolean): MappingCheck {
  return checkColumns(fields, mapping, mappingRules(hasSupplier));
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
