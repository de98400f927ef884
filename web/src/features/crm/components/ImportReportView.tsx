import { ImportReportView as Report } from '@/components/ImportReportView';
import type { ImportField, ImportReport } from '@/lib/api/types';

type Props = { report: ImportReport; fields: readonly ImportField[]; jobId?: number | null };

const count = (n: number) => n.toLocaleString('en-GB');
const rows = (n: number) => `${count(n)} row${n === 1 ? '' : 's'}`;

/** The report in one sentence: what the dry run would do, or what the import did. */
export function reportSummary(report: ImportReport): string {
  const { total, created, updated, unchanged, rejected } = report;
  // Rows identical to their record are told apart when there are any.
  const same = unchanged > 0 ? `, ${count(unchanged)} unchanged` : '';
  return report.dry_run
    ? `Of ${rows(total)}, ${count(created)} will be created, ${count(updated)} updated${same} and ${count(rejected)} rejected.`
    : `Imported ${rows(total)}: ${count(created)} created, ${count(updated)} updated${same} and ${count(rejected)} rejected (not imported).`;
}

/** A CRM import's report: counts, then each record's outcome with a rejected row's messages. */
export function ImportReportView({ report, fields, jobId }: Props) {
  return <Report report={report} jobId={jobId} fields={fields} summary={reportSummary(report)} keyHeading="Record" noKey="no name" />;
}
