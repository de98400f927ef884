import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContentText from '@mui/material/DialogContentText';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FileDropZone } from '@/components/FileDropZone';
import { isApiError } from '@/lib/http';
import { checkMapping, initialMapping, type Mapping, type MappingField, type MappingRules } from '@/lib/import-mapping';
import type { ImportJob } from '@/lib/api/types';
import type { ImportReportLike } from '@/lib/import-report';
import { saveFile } from '@/lib/save-file';
import { useSnackbar } from '@/lib/snackbar';
import { allRejectedRows } from './import-jobs';
import { ImportProgress } from './ImportProgress';
import { MappingStep } from './MappingStep';
import { useImportRun, type StartJob } from './use-import-run';

const STEPS = ['Choose file', 'Map columns', 'Check', 'Import'] as const;
type StepIndex = 0 | 1 | 2 | 3;
type Problem = { title: string; messages: string[] };

/** What every import's preview holds: the file's columns, the fields they can fill and a suggested mapping. */
export type PreviewLike = {
  columns: string[];
  fields: MappingField[];
  suggested_mapping: Record<string, string | null | undefined>;
};

export type ImportWizardProps<P extends PreviewLike, R extends ImportReportLike, T extends { row: number }> = {
  title: string;
  /** What a row imports, one and several ("contact", "contacts"): "3 contacts imported." */
  noun: string;
  nouns: string;
  /** The file step: the drop zone's label and hint, and the advice when the file chosen is not a CSV. */
  fileLabel: string;
  fileHint: string;
  notCsvAdvice: string;
  /** The mapping step: its rules (given the fields, and the preview when there is one: a CRM preview states its
   * conditional rules), what it leaves out, the rows of the file and those the preview holds. */
  rules: (fields: readonly MappingField[], preview: P | null) => MappingRules;
  leftOut: string;
  noSamples: string;
  rowCount: (preview: P) => number;
  previewRows: (preview: P) => string[][];
  /** Shown above the file and the mapping (a price list's supplier); `busy` while a call is on its way. */
  aside?: (busy: boolean) => ReactNode;
  /** Upload the file to be read (not imported). */
  read: (file: File, options: { signal: AbortSignal; onProgress: (fraction: number) => void }) => Promise<P>;
  /** The dry run: the server's report, and the rows the real run sends (the rejected ones are left out). */
  check: (input: { file: File; preview: P; mapping: Mapping; signal: AbortSignal }) => Promise<{ report: R; rows: T[] }>;
  /** Start the real run of the rows as a job on the server (followed until it ends, and cancellable). */
  startJob: (input: { rows: T[]; file: File; preview: P; mapping: Mapping; signal: AbortSignal }) => Promise<ImportJob>;
  /** A report: the dry run's (every row), or the job's (`jobId`: its first rows, the others read from the job). */
  renderReport: (report: R, fields: readonly MappingField[], jobId: number | null) => ReactNode;
  /** The rejected rows as a CSV to fix and import again, and its file name. */
  rejectedCsv: (file: File, preview: P, report: R) => string | Promise<string>;
  rejectedFileName: (name: string) => string;
  /** The real run ended (done, cancelled or failed) having written some rows: refresh what shows them. */
  onImported?: () => void;
  /** `imported`: some rows were written. */
  onClose: (imported: boolean) => void;
};

const NO_FIELDS: MappingField[] = [];
const count = (n: number) => n.toLocaleString('en-GB');
const rows = (n: number) => `${count(n)} row${n === 1 ? '' : 's'}`;
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** An error as a title and the server's field messages (e.g. "This is not a CSV file…"). */
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

function Reading({ name, fraction }: { name: string; fraction: number | null }) {
  if (fraction === null) return <Busy text={`Uploading and reading ${name}…`} />;
  if (fraction < 1) return <Busy text={`Uploading ${name}… ${Math.round(fraction * 100)}%`} value={fraction * 100} />;
  return <Busy text={`Reading ${name}…`} />;
}

/**
 * Import a CSV in four steps: choose the file (the server reads its columns), map the columns to fields, check (a
 * dry run reporting what each row would do), import (the rows the check did not reject, with progress; the
 * rejected ones can be downloaded, fixed and imported again). The CRM's import and the price list's use it.
 */
export function ImportWizard<P extends PreviewLike, R extends ImportReportLike, T extends { row: number }>(
  props: ImportWizardProps<P, R, T>,
) {
  const { read, check: dryRun } = props;
  const { showSuccess, showError } = useSnackbar();
  const [step, setStep] = useState<StepIndex>(0);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<P | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const startJob: StartJob<T> = (rows, signal) =>
    file && preview ? props.startJob({ rows, file, preview, mapping, signal }) : Promise.reject(new Error('Choose a file first.'));
  const { run, start, cancel } = useImportRun<T, R>(startJob);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [reading, setReading] = useState<{ fraction: number | null } | null>(null);
  const [checking, setChecking] = useState<number | null>(null);
  const [checked, setChecked] = useState<{ rows: T[]; report: R } | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const abort = useRef<AbortController | null>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  const fields = preview?.fields ?? NO_FIELDS;
  const rules = props.rules(fields, preview);
  const check = checkMapping(fields, mapping, rules);
  const importing = run.phase === 'running' || run.phase === 'stopping';
  const busy = reading !== null || checking !== null || importing;

  // Each step starts with focus on its content, so keyboard and screen reader users follow along.
  useEffect(() => {
    contentRef.current?.scrollTo?.({ top: 0 });
    stepRef.current?.focus({ preventScroll: true });
  }, [step]);
  useEffect(() => () => abort.current?.abort(), []);

  const { noun, nouns } = props;
  const onImported = useRef(props.onImported);
  useEffect(() => {
    onImported.current = props.onImported;
  }, [props.onImported]);
  const ended = run.phase === 'done' || run.phase === 'stopped' || run.phase === 'failed';
  const wrote = ended && run.done > 0;
  useEffect(() => {
    if (wrote) onImported.current?.();
  }, [wrote]);
  useEffect(() => {
    if (run.phase !== 'done' || !run.report) return;
    const n = run.report.created + run.report.updated;
    showSuccess(`${count(n)} ${n === 1 ? noun : nouns} imported.`);
  }, [run.phase, run.report, noun, nouns, showSuccess]);

  const signal = () => {
    abort.current?.abort();
    abort.current = new AbortController();
    return abort.current.signal;
  };

  const close = () => {
    if (importing) return; // rows are being written: cancel first, or wait
    abort.current?.abort();
    props.onClose(run.done > 0);
  };

  const fail = (error: unknown) => {
    if (!isAbort(error)) setProblem(toProblem(error));
  };

  const choose = (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    setProblem(null);
    if (!/\.csv$/i.test(chosen.name) && chosen.type !== 'text/csv') {
      setProblem({ title: `${chosen.name} is not a CSV file.`, messages: [props.notCsvAdvice] });
      return;
    }
    setFile(chosen);
    setReading({ fraction: null });
    read(chosen, { signal: signal(), onProgress: (fraction) => setReading({ fraction }) })
      .then((answer) => {
        setPreview(answer);
        setMapping(initialMapping(answer));
        setAttempted(false);
        setChecked(null);
        setStep(1);
      }, fail)
      .finally(() => setReading(null));
  };

  const runCheck = () => {
    setAttempted(true);
    setProblem(null);
    if (!file || !preview || !check.ok) return;
    setChecking(props.rowCount(preview));
    dryRun({ file, preview, mapping, signal: signal() })
      .then((answer) => {
        setChecked(answer);
        setStep(2);
      }, fail)
      .finally(() => setChecking(null));
  };

  const runImport = () => {
    if (!checked) return;
    const rejected = new Set(checked.report.rows.filter((row) => row.action === 'reject').map((row) => row.row));
    setProblem(null);
    setStep(3);
    start(checked.rows.filter((row) => !rejected.has(row.row)));
  };

  const downloadRejected = async (report: R, jobId: number | null) => {
    if (!file || !preview) return;
    try {
      // A job's report holds its first rows only: its rejected rows are read from the job.
      const held = report.rows.filter((row) => row.action === 'reject').length;
      const rows = jobId !== null && held < report.rejected ? await allRejectedRows(jobId) : report.rows;
      const csv = await props.rejectedCsv(file, preview, { ...report, rows });
      saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), props.rejectedFileName(file.name));
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
  const shownReport = step === 2 ? checked?.report : step === 3 && ended ? run.report : null;
  const reportJob = step === 3 ? run.jobId : null;

  return (
    <Dialog open onClose={close} fullWidth maxWidth="md" scroll="paper" aria-labelledby="import-title">
      <DialogTitle id="import-title">{props.title}</DialogTitle>
      <DialogContent dividers ref={contentRef}>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {STEPS.map((label, index) => (
            <Step key={label} completed={index < step || (index === 3 && run.phase === 'done')}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Box ref={stepRef} tabIndex={-1} aria-label={STEPS[step]} role="region" sx={{ outline: 'none', display: 'grid', gap: 2 }}>
          {reading && <Reading name={file?.name ?? 'the file'} fraction={reading.fraction} />}
          {checking !== null && <Busy text={`Checking ${rows(checking)}…`} />}
          <ProblemAlert problem={problem} />
          {step < 2 && props.aside?.(busy)}
          {step === 0 && (
            <FileDropZone
              onFiles={choose}
              accept=".csv,text/csv"
              multiple={false}
              disabled={busy}
              label={props.fileLabel}
              buttonLabel="Choose CSV file"
              hint={props.fileHint}
            />
          )}
          {step === 1 && preview && file && (
            <MappingStep
              fileName={file.name}
              columns={preview.columns}
              fields={preview.fields}
              rowCount={props.rowCount(preview)}
              rows={props.previewRows(preview)}
              mapping={mapping}
              onChange={setMapping}
              rules={rules}
              check={check}
              leftOut={props.leftOut}
              noSamples={props.noSamples}
              showProblems={attempted}
            />
          )}
          {step === 3 && run.phase !== 'done' && <ImportProgress run={run} />}
          {shownReport && preview && <Box key={step}>{props.renderReport(shownReport, preview.fields, reportJob)}</Box>}
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
          <Button variant="outlined" onClick={() => void downloadRejected(shownReport, reportJob)} disabled={busy}>
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
          <Button
            variant="outlined"
            color="error"
            onClick={() => setConfirmingCancel(true)}
            loading={run.phase === 'stopping'}
            loadingPosition="start"
          >
            Cancel import
          </Button>
        )}
        {step === 3 && (run.phase === 'failed' || run.phase === 'stopped') && (
          <Button variant="contained" onClick={close}>
            Close
          </Button>
        )}
        {step === 3 && run.phase === 'done' && (
          <Button variant="contained" onClick={close}>
            Done
          </Button>
        )}
      </DialogActions>
      <Dialog open={confirmingCancel && importing} onClose={() => setConfirmingCancel(false)} aria-labelledby="cancel-import-title">
        <DialogTitle id="cancel-import-title">Cancel the import?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The import stops after the batch it is on. The {rows(run.done)} imported so far, and that batch, stay imported;
            the rest are not imported.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmingCancel(false)}>Keep importing</Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => {
              setConfirmingCancel(false);
              cancel();
            }}
          >
            Cancel import
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
