import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Tiles } from '@/components/ImportReportView';
import { errorMessage } from '@/lib/http';
import type { ImportReportLike } from '@/lib/import-report';
import type { ImportRun } from './use-import-run';

const count = (n: number) => n.toLocaleString('en-GB');

/** The real run as it goes: rows done of the total, the counts so far, and where it stopped if it did. */
export function ImportProgress<R extends ImportReportLike>({ run }: { run: ImportRun<R> }) {
  const { phase, total, done, failed } = run;
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  const label = `${count(done)} of ${count(total)} rows imported`;
  return (
    <Stack spacing={2}>
      <Box role="status">
        <Typography variant="body2" sx={{ mb: 1 }}>
          {phase === 'running' && `Importing… ${label}`}
          {phase === 'stopping' && `Stopping after this batch… ${label}`}
          {(phase === 'stopped' || phase === 'failed') && label}
        </Typography>
        <LinearProgress variant="determinate" value={percent} aria-label="Import progress" aria-valuetext={label} />
      </Box>
      {run.report && <Tiles report={run.report} />}
      {phase === 'stopped' && (
        <Alert severity="info">
          The import was stopped. {count(done)} rows were imported; the other {count(total - done)} were not. Import them now
          or later (rows already imported come back unchanged).
        </Alert>
      )}
      {failed && (
        <Alert severity="error" role="alert">
          <AlertTitle>
            The import stopped at rows {count(failed.from)}–{count(failed.to)}.
          </AlertTitle>
          {errorMessage(failed.error)}{' '}
          {done > 0 ? `The first ${count(done)} rows were imported. ` : 'No rows were imported. '}
          Retry to import the other {count(total - done)}; importing a row again is safe.
        </Alert>
      )}
    </Stack>
  );
}
