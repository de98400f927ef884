import { ImportReportView as Report } from '@/components/ImportReportView';
import type { ProductImportField, ProductImportReport } from '@/lib/api/types';

type Props = { report: ProductImportReport; fields: readonly ProductImportField[]; jobId?: number | null };

const count = (n: number) => n.toLocaleString('en-GB');
const rows = (n: number) => `${count(n)} row${n === 1 ? '' : 's'}`;

/** The report in one sentence: what the dry run would do, or what the import did. */
export function reportSummary(report: ProductImportReport): string {
  const { total, created, updated, unchanged, rejected } = report;
  return report.dry_run
    ? `Of ${rows(total)}, ${count(created)} will be created, ${count(updated)} updated, ${count(unchanged)} unchanged and ${count(rejected)} rejected.`
    : `Imported ${rows(total)}: ${count(created)} created, ${count(updated)} updated, ${count(unchanged)} unchanged and ${count(rejected)} rejected.`;
}

/** A price list's report: counts (unchanged too), then each product's outcome with a rejected row's messages. */
export function ImportReportView({ report, fields, jobId }: Props) {
  return (
    <Report report={report} jobId={jobId} fields={fields} summary={reportSummary(report)} keyHeading="Supplier and code" noKey="no code" />
  );
}
