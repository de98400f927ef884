/**
 * The rows an import rejected, as a CSV to fix and import again: the original header and cells of each
 * rejected row (found by its number in the report), plus a last column saying what was wrong.
 */
import type { ImportField, ImportReport } from '@/lib/api/types';
import { describeErrors } from '@/lib/import-report';
import { isBlank, parseCsv, toCsv } from './csv';

export const PROBLEMS_COLUMN = 'Import problems';

export function rejectedRowsCsv(text: string, report: ImportReport, fields: readonly ImportField[]): string {
  const records = parseCsv(text);
  const header = records.find((record) => !isBlank(record.cells))?.cells ?? [];
  const byNumber = new Map(records.map((record) => [record.number, record.cells]));
  const rejected = report.rows
    .filter((row) => row.action === 'reject')
    .map((row) => ({ cells: byNumber.get(row.row) ?? [], problems: describeErrors(row, fields).join('; ') }));
  // A row with more cells than the header (a comma without quotes) keeps them all; the problems come last.
  const width = Math.max(header.length, ...rejected.map(({ cells }) => cells.length));
  const pad = (cells: readonly string[]) => [...cells, ...Array<string>(width - cells.length).fill('')];
  return toCsv([
    [...pad(header), PROBLEMS_COLUMN],
    ...rejected.map(({ cells, problems }) => [...pad(cells), problems]),
  ]);
}

/** "contacts.csv" → "contacts-rejected.csv". */
export function rejectedFileName(name: string): string {
  const base = name.replace(/\.csv$/i, '') || 'import';
  return `${base}-rejected.csv`;
}
