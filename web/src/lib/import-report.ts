/** What the CSV imports (the CRM's and the price list's) share about their reports. */

type FieldError = { field: string; message: string };

/** What a CSV import's dry run or real run says of one row (the CRM's and the price list's alike). */
export type ReportRow = {
  row: number;
  action: 'create' | 'update' | 'unchanged' | 'reject';
  key: string;
  errors: readonly FieldError[];
};

/** An import report; `unchanged` where the import tells unchanged rows apart (price lists, CRM lists). */
export type ImportReportLike = {
  dry_run: boolean;
  total: number;
  created: number;
  updated: number;
  unchanged?: number;
  rejected: number;
  rows: readonly ReportRow[];
};

/** "Email: Please enter a valid email" (the field's label; row-wide messages alone). */
export function describeErrors(
  row: { errors: readonly FieldError[] },
  fields: readonly { name: string; label: string }[],
): string[] {
  return row.errors.map(({ field, message }) => {
    const label = fields.find((candidate) => candidate.name === field)?.label;
    return label ? `${label}: ${message}` : message;
  });
}

/** Two reports as one (the calls of one import): counts added, rejected rows first, then the rest. */
export function addReports<R extends ImportReportLike>(a: R, b: R): R {
  const rows = [...a.rows, ...b.rows] as R['rows'][number][];
  return {
    ...b,
    total: a.total + b.total,
    created: a.created + b.created,
    updated: a.updated + b.updated,
    ...(b.unchanged === undefined ? {} : { unchanged: (a.unchanged ?? 0) + b.unchanged }),
    rejected: a.rejected + b.rejected,
    rows: [...rows.filter((row) => row.action === 'reject'), ...rows.filter((row) => row.action !== 'reject')],
  };
}
