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
import { useEffect, useMemo, useRef, useState } from 'react';
import { FileDropZone } from '@/components/FileDropZone';
import type { ImportPreview, ImportReport } from '@/lib/api/types';
import { isApiError } from '@/lib/http';
import { saveFile } from '@/lib/save-file';
import { useSnackbar } from '@/lib/snackbar';
import { usePreviewImport } from '../api/preview-import';
import { useRunImport } from '../api/run-import';
import { readText } from '../lib/csv';
import { checkMapping, initialMapping, type Mapping } from '../lib/import-mapping';
import { rejectedFileName, rejectedRowsCsv } from '../lib/rejected-rows';
import { TABS, type ImportKind } from '../tabs';
import { ImportMappingStep } from './ImportMappingStep';
import { ImportReportView } from './ImportReportView';

const STEPS = ['Choose file', 'Map columns', 'Check', 'Import'] as const;
type StepIndex = 0 | 1 | 2 | 3;

type Problem = { title: string; messages: string[] };

const rows = (n: number) => `${n.toLocaleString('en-GB')} row${n === 1 ? '' : 's'}`;

/** An error as a title and the server's field messages (e.g. "This is not a CSV file…"). */
function toProblem(error: unknown): Problem {
  if (isApiError(error)) return { title: error.detail, messages: error.errors.map((e) => e.message) };
  return { title: 'Something went wrong. Please try again.', messages: [] };
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

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

type Props = { kind: ImportKind; onClose: () => void };

/**
 * Import a CSV in four steps: choose the file (the server reads its columns), map the columns to fields,
 * check (a dry run reporting what each row would do), import (the valid rows; the rejected ones can be
 * downloaded, fixed and imported again).
 */
export function ImportDialog({ kind, onClose }: Props) {
  const { nouns } = TABS[kind];
  const { showSuccess, showError } = useSnackbar();
  const previewMutation = usePreviewImport();
  const importMutation = useRunImport();
  const [step, setStep] = useState<StepIndex>(0);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [attempted, setAttempted] = useState(false);
  const [dryRun, setDryRun] = useState<ImportReport | null>(null);
  const [result, setResult] = useState<ImportReport | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const abort = useRef<AbortController | null>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  const check = useMemo(
    () => checkMapping(preview?.fields ?? [], preview?.rules ?? [], mapping),
    [preview, mapping],
  );
  const importing = importMutation.isPending && importMutation.variables?.dryRun === false;
  const busy = previewMutation.isPending || importMutation.isPending;

  // Each step starts with focus on its content, so keyboard and screen reader users follow along.
  useEffect(() => {
    contentRef.current?.scrollTo?.({ top: 0 });
    stepRef.current?.focus({ preventScroll: true });
  }, [step]);

  useEffect(() => () => abort.current?.abort(), []);

  const signal = () => {
    abort.current?.abort();
    abort.current = new AbortController();
    return abort.current.signal;
  };

  const close = () => {
    if (importing) return; // the server is writing: wait for its report
    abort.current?.abort();
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
      setProblem({ title: `${chosen.name} is not a CSV file.`, messages: ['Save the spreadsheet as CSV (comma-separated values) and choose that file.'] });
      return;
    }
    setFile(chosen);
    previewMutation.mutate(
      { kind, file: chosen, signal: signal() },
      {
        onSuccess: (answer) => {
          setPreview(answer);
          setMapping(initialMapping(answer));
          setAttempted(false);
          setDryRun(null);
          setStep(1);
        },
        onError: fail,
      },
    );
  };

  const runCheck = () => {
    setAttempted(true);
    setProblem(null);
    if (!file || !check.ok) return;
    importMutation.mutate(
      { kind, file, mapping, dryRun: true, signal: signal() },
      {
        onSuccess: (report) => {
          setDryRun(report);
          setStep(2);
        },
        onError: fail,
      },
    );
  };

  const runImport = () => {
    if (!file) return;
    setProblem(null);
    importMutation.mutate(
      { kind, file, mapping, dryRun: false },
      {
        onSuccess: (report) => {
          setResult(report);
          setStep(3);
          showSuccess(`${report.created + report.updated} ${report.created + report.updated === 1 ? TABS[kind].noun : nouns} imported.`);
        },
        onError: fail,
      },
    );
  };

  const downloadRejected = async (report: ImportReport) => {
    if (!file || !preview) return;
    try {
      const csv = rejectedRowsCsv(await readText(file), report, preview.fields);
      saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), rejectedFileName(file.name));
    } catch {
      showError('The rejected rows could not be saved. Please try again.');
    }
  };

  const back = (to: StepIndex) => {
    abort.current?.abort();
    setProblem(null);
    setStep(to);
  };

  const toImport = dryRun ? dryRun.created + dryRun.updated : 0;
  const shownReport = step === 3 ? result : step === 2 ? dryRun : null;
  let progress: string | null = null;
  if (previewMutation.isPending) progress = `Uploading and reading ${file?.name ?? 'the file'}…`;
  else if (importMutation.isPending) progress = importing ? `Importing ${rows(toImport)}…` : 'Checking every row…';

  return (
    <Dialog open onClose={close} fullWidth maxWidth="md" scroll="paper" aria-labelledby="import-title">
      <DialogTitle id="import-title">Import {nouns} from CSV</DialogTitle>
      <DialogContent dividers ref={contentRef}>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {STEPS.map((label, index) => (
            <Step key={label} completed={index < step || (index === 3 && result !== null)}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Box ref={stepRef} tabIndex={-1} aria-label={STEPS[step]} role="region" sx={{ outline: 'none', display: 'grid', gap: 2 }}>
          {progress && (
            <Box role="status">
              <Typography variant="body2" sx={{ mb: 1 }}>
                {progress}
              </Typography>
              <LinearProgress aria-label={progress} />
            </Box>
          )}
          <ProblemAlert problem={problem} />
          {step === 0 && (
            <FileDropZone
              onFiles={choose}
              accept=".csv,text/csv"
              multiple={false}
              disabled={busy}
              label="CSV file to import"
              buttonLabel="Choose CSV file"
              hint={`One ${TABS[kind].noun} per row, with a header row. Up to 50,000 rows; an export of this list imports back as it is.`}
            />
          )}
          {step === 1 && preview && file && (
            <ImportMappingStep
              fileName={file.name}
              preview={preview}
              mapping={mapping}
              onChange={setMapping}
              check={check}
              showProblems={attempted}
            />
          )}
          {shownReport && preview && (
            <ImportReportView key={step} report={shownReport} fields={preview.fields} />
          )}
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
          <Button variant="outlined" onClick={() => void downloadRejected(shownReport)} disabled={busy}>
            Download rejected rows
          </Button>
        )}
        {step < 3 && (
          <Button onClick={close} disabled={importing}>
            Cancel
          </Button>
        )}
        {step === 1 && (
          <Button variant="contained" onClick={runCheck} loading={importMutation.isPending}>
            Check rows
          </Button>
        )}
        {step === 2 && (
          <Button variant="contained" onClick={runImport} loading={importing} disabled={toImport === 0}>
            Import {rows(toImport)}
          </Button>
        )}
        {step === 3 && (
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
