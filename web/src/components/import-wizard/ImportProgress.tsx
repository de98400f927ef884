import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Tiles } from '@/components/ImportReportView';
import type { ImportReportLike } from '@/lib/import-report';
import type { ImportRun } from './use-import-run';

const count = (n: number) => n.toLocaleString('en-GB');

/**
 * The real run as the server's job goes: rows imported of the total, the counts so far, and, when it was
 * cancelled or failed, which rows stay imported (each batch is saved as it completes) and which do not.
 */
export function ImportProgress<R extends ImportReportLike>({ run }: { run: ImportRun<R> }) {
  const { phase, total, done, failed } = run;
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  const label = `${count(done)} of ${count(total)} rows imported`;
  const rest = total - done;
  return (
    <Stack spacing={2}>
      <Box role="status">
        <Typography variant="body2" sx={{ mb: 1 }}>
          {phase === 'running' && `Importing… ${label}`}
          {phase === 'stopping' && `Cancelling after the current batch… ${label}`}
          {(phase === 'stopped' || phase === 'failed') && label}
        </Typography>
        <LinearProgress variant="determinate" value={percent} aria-label="Import progress" aria-valuetext={label} />
      </Box>
      <Tiles report={{ dry_run: false, total: done, ...run.counts, rows: [] }} />
      {phase === 'stopped' && (
        <Alert severity="info">
          <AlertTitle>The import was cancelled.</AlertTitle>
          {done > 0
            ? `The first ${count(done)} rows were imported and stay imported; the other ${count(rest)} were not. `
            : 'No rows were imported. '}
          Import the file again to import the rest: rows already imported come back unchanged.
        </Alert>
      )}
      {failed && (
        <Alert severity="error" role="alert">
          <AlertTitle>The import stopped{done > 0 ? ` after ${count(done)} rows` : ''}.</AlertTitle>
          {failed.message}{' '}
          {done > 0 ? `The first ${count(done)} rows stay imported. ` : 'No rows were imported. '}
          Import the file again to import the other {count(rest)}: rows already imported come back unchanged.
        </Alert>
      )}
    </Stack>
  );
}
