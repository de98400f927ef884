import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ImportWizard } from '@/components/import-wizard/ImportWizard';
import type { ProductImportPreview, ProductImportReport } from '@/lib/api/types';
import { importRows, startImportJob } from '../api/import-rows';
import { queryKeys } from '@/lib/query-keys';
import { previewImport } from '../api/preview-import';
import { buildRows, mappingRules, rejectedFileName, rejectedRowsCsv, type ImportRowIn } from '../lib/import-rows';
import type { SupplierChoice } from '../lib/product-form';
import { ImportReportView } from './ImportReportView';
import { SupplierPicker } from './SupplierPicker';

/**
 * Import a supplier's price list with the import wizard: choose the supplier and the CSV file (uploaded with
 * progress and read by the server), map its columns to product fields, check (a dry run of every row), import the
 * rows the check did not reject as a job on the server, with progress and Cancel.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [supplier, setSupplier] = useState<SupplierChoice | null>(null);
  const supplierId = supplier?.id ?? null;

  return (
    <ImportWizard<ProductImportPreview, ProductImportReport, ImportRowIn>
      title="Import a price list"
      noun="product"
      nouns="products"
      fileLabel="Price list to import"
      fileHint="One product per row with a header row; up to 50,000 rows. Rows that name no supplier are the chosen supplier’s. A product export imports back as it is."
      notCsvAdvice="Save the price list as CSV (comma-separated values) and choose that file."
      rules={() => mappingRules(supplier !== null)}
      leftOut="columns set to Ignore are left out, and so are blank cells (an existing product keeps its value)."
      noSamples="empty"
      rowCount={(preview) => preview.rows.length}
      previewRows={(preview) => preview.rows}
      aside={(busy) => (
        <SupplierPicker label="Supplier of this price list" value={supplier} onChange={setSupplier} disabled={busy} />
      )}
      read={(file, { signal, onProgress }) => previewImport({ file, onProgress, signal })}
      check={async ({ preview, mapping, signal }) => {
        const rows = buildRows(preview, mapping);
        return { rows, report: await importRows({ rows, supplierId, dryRun: true, signal }) };
      }}
      startJob={({ rows, signal }) => startImportJob({ rows, supplierId, signal })}
      renderReport={(report, fields, jobId) => <ImportReportView report={report} fields={fields} jobId={jobId} />}
      rejectedCsv={(_file, preview, report) => rejectedRowsCsv(preview, report)}
      rejectedFileName={rejectedFileName}
      onClose={(imported) => {
        if (imported) void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
        onClose();
      }}
    />
  );
}
