import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { IndexJobOut } from '@/lib/api/types';
import { formatDateTime } from '@/lib/format';
import { isFinished } from '../api/get-index-job';
import { KINDS, kindsLabel } from '../lib/kinds';

const STATUS = {
  queued: { label: 'Queued', color: 'default' },
  running: { label: 'Running', color: 'info' },
  done: { label: 'Done', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
} as const;

const count = (n: number) => n.toLocaleString('en-GB');

function kindsText(kinds: string[]): string {
  if (kinds.length === 0 || KINDS.every((kind) => kinds.includes(kind))) return 'All kinds of record';
  return KINDS.filter((kind) => kinds.includes(kind)).map(kindsLabel).join(', ');
}

/** A rebuild's progress bar (records processed out of the total), what it embedded and removed, and when. */
export function JobProgress({ job }: { job: IndexJobOut }) {
  const status = STATUS[job.status];
  const percent = job.total > 0 ? Math.round((job.processed / job.total) * 100) : job.status === 'done' ? 100 : 0;
  const indeterminate = job.status === 'queued' || (job.status === 'running' && job.total === 0);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Chip size="small" label={status.label} color={status.color} />
        <Typography variant="body2">{kindsText(job.kinds)}</Typography>
      </Stack>
      <LinearProgress
        variant={indeterminate ? 'indeterminate' : 'determinate'}
        value={percent}
        color={job.status === 'failed' ? 'error' : 'primary'}
        aria-label="Rebuild progress"
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" aria-live="polite">
        {job.status === 'queued'
          ? 'Waiting to start…'
          : `${count(job.processed)} of ${count(job.total)} records processed · ${count(job.embedded)} embedded · ${count(job.removed)} removed`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {job.started_at ? `Started ${formatDateTime(job.started_at)}` : `Queued ${formatDateTime(job.created_at)}`}
        {isFinished(job) && job.finished_at ? ` · finished ${formatDateTime(job.finished_at)}` : ''}
      </Typography>
      {job.status === 'failed' && job.error && <Alert severity="error">{job.error}</Alert>}
    </Stack>
  );
}
