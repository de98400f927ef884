import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AdminOnly } from '@/components/AdminOnly';
import { Page } from '@/components/Page';
import { PageLoader } from '@/components/PageLoader';
import { errorMessage } from '@/lib/http';
import { isFinished, useIndexJob } from '../api/get-index-job';
import { useIndexStatus } from '../api/get-index-status';
import { queryKeys } from '@/lib/query-keys';
import { IndexKindsTable } from '../components/IndexKindsTable';
import { JobProgress } from '../components/JobProgress';
import { RebuildDialog } from '../components/RebuildDialog';

export const NEED_ADMIN = 'You need the admin role to manage the assistant’s index.';

const panelSx = { p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider' } as const;

function IndexStatus() {
  const queryClient = useQueryClient();
  const status = useIndexStatus();
  const [started, setStarted] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const last = status.data?.last_job ?? null;
  // A rebuild started here, or one already running when the screen opened (by another admin, or the nightly job).
  const tracked = started ?? (last && !isFinished(last) ? last.job_id : null);
  const job = useIndexJob(tracked);
  const shown = job.data ?? last;
  const running = !!shown && !isFinished(shown);
  const finished = !!job.data && isFinished(job.data);

  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: queryKeys.assistant.indexStatus() });
  }, [finished, queryClient]);

  if (status.isPending) return <PageLoader label="Loading the index" />;
  if (status.isError) return <Alert severity="error">{errorMessage(status.error)}</Alert>;

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Typography>
          Embedding model: <strong>{status.data.model}</strong>
        </Typography>
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => setConfirming(true)} disabled={running}>
          Rebuild index
        </Button>
      </Stack>
      <Paper elevation={0} sx={{ border: 1, borderColor: 'divider', overflow: 'hidden' }}>
        <TableContainer>
          <IndexKindsTable kinds={status.data.kinds} />
        </TableContainer>
      </Paper>
      <Paper elevation={0} component="section" aria-labelledby="index-job" sx={panelSx}>
        <Typography id="index-job" variant="h2" sx={{ mb: 2 }}>
          {running ? 'Rebuilding' : 'Last rebuild'}
        </Typography>
        {job.isError && <Alert severity="error" sx={{ mb: 2 }}>{errorMessage(job.error)}</Alert>}
        {shown ? <JobProgress job={shown} /> : <Typography color="text.secondary">The index has not been rebuilt yet.</Typography>}
      </Paper>
      {confirming && (
        <RebuildDialog
          onClose={() => setConfirming(false)}
          onStarted={(started) => {
            setConfirming(false);
            setStarted(started.job_id);
          }}
        />
      )}
    </Stack>
  );
}

/** Admins: the assistant's index — the model, what it holds per kind of record, and rebuilds with their progress. */
export default function AssistantIndexPage() {
  return (
    <Page title="Assistant index">
      <AdminOnly message={NEED_ADMIN}>
        <IndexStatus />
      </AdminOnly>
    </Page>
  );
}
