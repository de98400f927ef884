import { useQueryClient } from '@tanstack/react-query';
import { ImportWizard } from '@/components/import-wizard/ImportWizard';
import { CRM_ROOTS, invalidateAll } from '@/lib/query-keys';
import type { ImportPreview, ImportReport } from '@/lib/api/types';
import { usePreviewImport } from '../api/preview-import';
import { startImportJob, useRunImport } from '../api/run-import';
import { readText } from '../lib/csv';
import { mappingRules } from '../lib/import-mapping';
import { rejectedFileName, rejectedRowsCsv } from '../lib/rejected-rows';
import { TABS, type ImportKind } from '../tabs';
import { ImportReportView } from './ImportReportView';

type Props = { kind: ImportKind; onClose: () => void };
type ReportRow = ImportReport['rows'][number];

/**
 * Import customers, suppliers, others or contacts from a CSV with the import wizard. The server reads the file
 * again on each call with the mapping chosen: the dry run reports every row, and the real run (a job on the server,
 * with progress and Cancel) imports the valid ones and skips the rest (the rows the wizard counts are those the dry
 * run did not reject).
 */
export function ImportDialog({ kind, onClose }: Props) {
  const { noun, nouns } = TABS[kind];
  const preview = usePreviewImport();
  const runImport = useRunImport();
  const queryClient = useQueryClient();

  return (
    <ImportWizard<ImportPreview, ImportReport, ReportRow>
      title={`Import ${nouns} from CSV`}
      noun={noun}
      nouns={nouns}
      fileLabel="CSV file to import"
      fileHint={`One ${noun} per row, with a header row. Up to 50,000 rows; an export of this list imports back as it is.`}
      notCsvAdvice="Save the spreadsheet as CSV (comma-separated values) and choose that file."
      rules={(fields, answer) => mappingRules(kind, fields, answer?.rules)}
      leftOut="columns set to Ignore are left out."
      noSamples="empty in the first rows"
      rowCount={(answer) => answer.row_count}
      previewRows={(answer) => answer.sample}
      read={(file, { signal }) => preview.mutateAsync({ kind, file, signal })}
      check={async ({ file, mapping, signal }) => {
        const report = await runImport.mutateAsync({ kind, file, mapping, dryRun: true, signal });
        return { report, rows: [...report.rows] };
      }}
      startJob={({ file, mapping, signal }) => startImportJob({ kind, file, mapping, signal })}
      renderReport={(report, fields, jobId) => <ImportReportView report={report} fields={fields} jobId={jobId} />}
      rejectedCsv={async (file, answer, report) => rejectedRowsCsv(await readText(file), report, answer.fields)}
      rejectedFileName={rejectedFileName}
      // Every CRM list and record may show what was imported (a contact appears on its organisation too).
      onImported={() => void invalidateAll(queryClient, CRM_ROOTS)}
      onClose={() => onClose()}
    />
  );
}
