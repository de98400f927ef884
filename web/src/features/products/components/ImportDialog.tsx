import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FileDropZone } from '@/components/FileDropZone';
import type { ProductImportPreview, ProductImportReport } from '@/lib/api/types';
import { isApiError } from '@/lib/http';
import { saveFile } from '@/lib/save-file';
import { useSnackbar } from '@/lib/snackbar';
import { importRows } from '../api/import-rows';
import { queryKeys } from '@/lib/query-keys';
import { previewImport } from '../api/preview-import';
import {
  buildRows,
  checkMapping,
  initialMapping,
  rejectedFileName,
  rejectedRowsCsv,
  type ImportRowIn,
  type Mapping,
} from '../lib/import-rows';
import type { SupplierChoice } from '../lib/product-form';
import { useChunkedImport } from '../lib/use-chunked-import';
import { ImportMappingStep } from './ImportMappingStep';
import { ImportProgress } from './ImportProgress';
import { ImportReportView } from './ImportReportView';
import { SupplierPicker } from './SupplierPicker';

const STEPS = ['Choose file', 'Map columns', 'Check', 'Import'] as const;
type StepIndex = 0 | 1 | 2 | 3;
type Problem = { title: string; messages: string[] };

const rows = (n: number) => `${n.toLocaleString('en-GB')} row${n === 1 ? '' : 's'}`;
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** An error as a title and the server's field messages ("The file has more than 50,000 rows…"). */
function toProblem(error: unknown): Problem {
  if (isApiError(error)) return { title: error.detail, messages: error.errors.map((e) => e.message) };
  return { title: 'Something went wrong. Please try again.', messages: [] };
}

function ProblemAlert({ problem }: { problem: Problem | null }) {
  if (!problem) return null;
  return (
    <Alert severity="error" role="alert">
      {problem.messages.length > 0 ? <AlertTitle>{problem.title}</AlertTitle> : problem.title}
      {problem.messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  );
}

function Busy({ text, value }: { text: string; value?: number }) {
  return (
    <Box role="status">
      <Typography variant="body2" sx={{ mb: 1 }}>
        {text}
      </Typography>
      <LinearProgress aria-label={text} variant={value === undefined ? 'indeterminate' : 'determinate'} value={value} />
    </Box>
  );
}

/**
 * Import a supplier's price list in four steps: choose the supplier and the CSV file (uploaded and read by the
 * server), map its columns to product fields, check (a dry run saying what each row would do), import (the rows
 * the check did not reject, in batches with progress; the rejected ones can be saved as CSV, fixed and imported
 * again).
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useSnackbar();
  const { run, start, resume, stop } = useChunkedImport();
  const [step, setStep] = useState<StepIndex>(0);
  const [supplier, setSupplier] = useState<SupplierChoice | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ProductImportPreview | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [attempted, setAttempted] = useState(false);
  const [uploaded, setUploaded] = useState<number | null>(null);
  const [checking, setChecking] = useState<number | null>(null);
  const [checked, setChecked] = useState<{ rows: ImportRowIn[]; report: ProductImportReport } | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const abort = useRef<AbortController | null>(null);
  const stepRef = useRef<HTMLDivElement>(null);

  const check = useMemo(() => checkMapping(preview?.fields ?? [], mapping, supplier !== null), [preview, mapping, supplier]);
  const importing = run.phase === 'running' || run.phase === 'stopping';
  const busy = uploaded !== null || checking !== null || importing;

  // Each step starts with the focus on its content, so keyboard and screen reader users follow along.
  useEffect(() => stepRef.current?.focus({ preventScroll: true }), [step]);
  useEffect(() => () => abort.current?.abort(), []);

  useEffect(() => {
    if (run.phase !== 'done') return;
    const n = run.report.created + run.report.updated;
    showSuccess(`${n.toLocaleString('en-GB')} product${n === 1 ? '' : 's'} imported.`);
  }, [run.phase, run.report, showSuccess]);

  const signal = () => {
    abort.current?.abort();
    abort.current = new AbortController();
    return abort.current.signal;
  };

  const close = () => {
    if (importing) return; // a batch is being written: stop first, or wait
    abort.current?.abort();
    if (run.done > 0) void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
    onClose();
  };

  const fail = (error: unknown) => {
    if (!isAbort(error)) setProblem(toProblem(error));
  };

  const choose = (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    setProblem(null);
    if (!/\.csv$/i.test(chosen.name) && chosen.type !== 'text/csv') {
      setProblem({
        title: `${chosen.name} is not a CSV file.`,
        messages: ['Save the price list as CSV (comma-separated values) and choose that file.'],
      });
      return;
    }
    setFile(chosen);
    setUploaded(0);
    previewImport({ file: chosen, onProgress: setUploaded, signal: signal() })
      .then((answer) => {
        setPreview(answer);
        setMapping(initialMapping(answer));
        setAttempted(false);
        setChecked(null);
        setStep(1);
      }, fail)
      .finally(() => setUploaded(null));
  };

  const runCheck = () => {
    setAttempted(true);
    setProblem(null);
    if (!preview || !check.ok) return;
    const built = buildRows(preview, mapping);
    setChecking(built.length);
    importRows({ rows: built, supplierId: supplier?.id ?? null, dryRun: true, signal: signal() })
      .then((report) => {
        setChecked({ rows: built, report });
        setStep(2);
      }, fail)
      .finally(() => setChecking(null));
  };

  const runImport = () => {
    if (!checked) return;
    const rejected = new Set(checked.report.rows.filter((row) => row.action === 'reject').map((row) => row.row));
    setStep(3);
    start(
      checked.rows.filter((row) => !rejected.has(row.row)),
      supplier?.id ?? null,
    );
  };

  const downloadRejected = (report: ProductImportReport) => {
    if (!file || !preview) return;
    try {
      saveFile(new Blob([rejectedRowsCsv(preview, report)], { type: 'text/csv;charset=utf-8' }), rejectedFileName(file.name));
    } catch {
      showError('The rejected rows could not be saved. Please try again.');
    }
  };

  const back = (to: StepIndex) => {
    abort.current?.abort();
    setProblem(null);
    setStep(to);
  };

  const toImport = checked ? checked.report.total - checked.report.rejected : 0;
  const shownReport = step === 2 ? checked?.report : step === 3 && run.phase === 'done' ? run.report : undefined;

  return (
    <Dialog open onClose={close} fullWidth maxWidth="md" scroll="paper" aria-labelledby="import-title">
      <DialogTitle id="import-title">Import a price list</DialogTitle>
      <DialogContent dividers>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {STEPS.map((label, index) => (
            <Step key={label} completed={index < step || (index === 3 && run.phase === 'done')}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Box ref={stepRef} tabIndex={-1} aria-label={STEPS[step]} role="region" sx={{ outline: 'none', display: 'grid', gap: 2 }}>
          {uploaded !== null &&
            (uploaded < 1 ? (
              <Busy text={`Uploading ${file?.name ?? 'the file'}… ${Math.round(uploaded * 100)}%`} value={uploaded * 100} />
            ) : (
              <Busy text={`Reading ${file?.name ?? 'the file'}…`} />
            ))}
          {checking !== null && <Busy text={`Checking ${rows(checking)}…`} />}
          <ProblemAlert problem={problem} />
          {step < 2 && (
            <SupplierPicker
              label="Supplier of this price list"
              value={supplier}
              onChange={setSupplier}
              disabled={busy}
            />
          )}
          {step === 0 && (
            <FileDropZone
              onFiles={choose}
              accept=".csv,text/csv"
              multiple={false}
              disabled={busy}
              label="Price list to import"
              buttonLabel="Choose CSV file"
              hint="One product per row with a header row; up to 50,000 rows. Rows that name no supplier are the chosen supplier’s. A product export imports back as it is."
            />
          )}
          {step === 1 && preview && file && (
            <ImportMappingStep
              fileName={file.name}
              preview={preview}
              mapping={mapping}
              onChange={setMapping}
              check={check}
              hasSupplier={supplier !== null}
              showProblems={attempted}
            />
          )}
          {step === 3 && run.phase !== 'done' && <ImportProgress run={run} />}
          {shownReport && preview && <ImportReportView key={step} report={shownReport} fields={preview.fields} />}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        {step === 1 && (
          <Button onClick={() => back(0)} disabled={busy}>
            Back
          </Button>
        )}
        {step === 2 && (
          <Button onClick={() => back(1)} disabled={busy}>
            Back to mapping
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {shownReport && shownReport.rejected > 0 && (
          <Button variant="outlined" onClick={() => downloadRejected(shownReport)} disabled={busy}>
            Download rejected rows
          </Button>
        )}
        {step < 3 && <Button onClick={close}>Cancel</Button>}
        {step === 1 && (
          <Button variant="contained" onClick={runCheck} loading={checking !== null}>
            Check rows
          </Button>
        )}
        {step === 2 && (
          <Button variant="contained" onClick={runImport} disabled={toImport === 0}>
            Import {rows(toImport)}
          </Button>
        )}
        {step === 3 && importing && (
          <Button variant="outlined" onClick={stop} loading={run.phase === 'stopping'} loadingPosition="start">
            Stop
          </Button>
        )}
        {step === 3 && (run.phase === 'failed' || run.phase === 'stopped') && (
          <>
            <Button onClick={close}>Close</Button>
            <Button variant="contained" onClick={resume}>
              {run.phase === 'failed' ? 'Retry' : `Import the other ${rows(run.total - run.done)}`}
            </Button>
          </>
        )}
        {step === 3 && run.phase === 'done' && (
          <Button variant="contained" onClick={close}>
            Done
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
