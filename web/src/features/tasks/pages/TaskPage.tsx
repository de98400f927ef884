import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Page } from '@/components/Page';
import { ErrorState, LoadingRows } from '@/components/SectionStates';
import { formatDateTime } from '@/lib/format';
import { errorMessage, isApiError } from '@/lib/http';
import { useSession } from '@/lib/session';
import { useSnackbar } from '@/lib/snackbar';
import { deleteTask } from '../api/calls';
import { invalidateTasks, useSetStatus } from '../api/mutations';
import { useTask } from '../api/queries';
import type { TaskOut, TaskStatus } from '../api/types';
import { TaskActivity } from '../components/TaskActivity';
import { TaskDetails } from '../components/TaskDetails';
import { TaskMessages } from '../components/TaskMessages';
import { TaskNotes } from '../components/TaskNotes';
import { TaskPeople } from '../components/TaskPeople';
import { priorityLabel, statusLabel } from '../lib/format';
import { TASKPAD_PATH } from '../lib/links';
import { LEAVE_UNASKED } from '@/components/LeaveGuard';
import { deleteRefusal } from '@/lib/form-errors';

function StatusButtons({ task }: { task: TaskOut }) {
  const { userId } = useSession();
  const status = useSetStatus();
  const { showSuccess, showError } = useSnackbar();
  const set = (next: TaskStatus, said: string) =>
    status.mutate({ taskId: task.id, status: next, userId: userId ?? 0, version: task.version }, { onSuccess: () => showSuccess(said), onError: (error) => showError(errorMessage(error)) });
  if (task.status !== 'open') {
    return (
      <Button variant="outlined" onClick={() => set('open', 'The task was reopened.')} loading={status.isPending}>
        Reopen
      </Button>
    );
  }
  return (
    <>
      <Button variant="contained" onClick={() => set('done', 'The task is done.')} loading={status.isPending}>
        Mark done
      </Button>
      <Button variant="outlined" onClick={() => set('cancelled', 'The task was cancelled.')} disabled={status.isPending}>
        Cancel task
      </Button>
    </>
  );
}

function DeleteButton({ task }: { task: TaskOut }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)}>
        Delete
      </Button>
      {open && (
        <ConfirmDialog
          open
          title={`Delete “${task.title}”?`}
          confirmLabel="Delete"
          pending={pending}
          error={error}
          onConfirm={() => {
            setPending(true);
            deleteTask(task.id).then(
              () => {
                showSuccess('The task was deleted.');
                void invalidateTasks(queryClient);
                void navigate(TASKPAD_PATH, LEAVE_UNASKED);
              },
              (failure: unknown) => {
                setPending(false);
                setError(deleteRefusal(failure, 'The task was not deleted', 'Mark it done or cancelled instead.'));
              },
            );
          }}
          onClose={() => setOpen(false)}
        >
          Its notes and messages go with it.
        </ConfirmDialog>
      )}
    </>
  );
}

function TaskScreen({ task, onReload }: { task: TaskOut; onReload: () => void }) {
  const [editing, setEditing] = useState(false);
  return (
    <Page
      title={task.title}
      actions={
        <>
          <StatusButtons task={task} />
          {task.can_delete && <DeleteButton task={task} />}
        </>
      }
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 3, mt: -2, alignItems: 'center' }}>
        <Chip label={task.stage.name} color="primary" variant="outlined" />
        <Chip label={statusLabel(task.status)} />
        <Chip label={`${priorityLabel(task.priority)} priority`} variant="outlined" />
        {task.source === 'rule' && <Chip label="Raised automatically" variant="outlined" />}
        <Typography variant="body2" color="text.secondary">
          Created {formatDateTime(task.created_at)}
          {task.closed_at ? ` · closed ${formatDateTime(task.closed_at)}` : ''}
        </Typography>
      </Stack>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Stack spacing={3}>
          <TaskDetails task={task} editing={editing} onEditing={setEditing} onReload={onReload} />
          <TaskMessages task={task} />
        </Stack>
        <Stack spacing={3}>
          <TaskPeople task={task} />
          <TaskNotes task={task} />
          <TaskActivity taskId={task.id} />
        </Stack>
      </Box>
    </Page>
  );
}

const parseId = (value: string | null) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null);

function TaskLoader({ taskId }: { taskId: number }) {
  const task = useTask(taskId);
  const [reloadKey, setReloadKey] = useState(0);
  if (task.isPending) {
    return (
      <Page title="Task">
        <LoadingRows label="Loading the task" rows={5} />
      </Page>
    );
  }
  if (task.isError) {
    const missing = isApiError(task.error) && (task.error.status === 404 || task.error.status === 403);
    return (
      <Page title="Task">
        {missing ? (
          <Alert severity="info" action={<Button component={RouterLink} to={TASKPAD_PATH} color="inherit">Taskpad</Button>}>
            This task does not exist or is not yours to see.
          </Alert>
        ) : (
          <ErrorState error={task.error} onRetry={() => void task.refetch()} />
        )}
      </Page>
    );
  }
  return (
    <TaskScreen
      key={reloadKey}
      task={task.data}
      onReload={() => void task.refetch().then(() => setReloadKey((n) => n + 1))}
    />
  );
}

/** `/task?id=`: one task with its links, people, due date, notes, messages; done, cancel and reopen. */
export default function TaskPage() {
  const [params] = useSearchParams();
  const taskId = parseId(params.get('id'));
  if (taskId === null) {
    return (
      <Page title="Task">
        <Alert severity="info">No task was chosen. Open one from the Taskpad.</Alert>
      </Page>
    );
  }
  return <TaskLoader key={taskId} taskId={taskId} />;
}
