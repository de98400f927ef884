import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useLeaveGuard } from '@/components/LeaveGuard';
import { LinkifiedText } from '@/components/LinkifiedText';
import { Section } from '@/components/Section';
import { placeServerErrors } from '@/lib/form-errors';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { useUpdateTask } from '../api/mutations';
import type { TaskOut } from '../api/types';
import { dueLabel } from '../lib/format';
import { recordPath } from '@/lib/links';
import { recordLabel } from '../lib/links';
import { EDIT_FIELDS, editValues, listFieldErrors, taskSchema, toTaskUpdateIn } from '../lib/task-form';
import { TaskFields } from './TaskFields';

/** The linked records, each a link to its own screen. */
export function TaskLinks({ task }: { task: TaskOut }) {
  if (task.links.length === 0) return <Typography color="text.secondary">Not linked to any record.</Typography>;
  return (
    <Box component="ul" aria-label="Linked records" sx={{ m: 0, pl: 2.5 }}>
      {task.links.map((link) => {
        const path = recordPath(link.record_type, link.record_id, link.order_id);
        const text = `${recordLabel(link.record_type)}: ${link.label}`;
        return (
          <li key={`${link.record_type}:${link.record_id}`}>
            {path ? (
              <Link component={RouterLink} to={path}>
                {text}
              </Link>
            ) : (
              text
            )}
          </li>
        );
      })}
    </Box>
  );
}

type EditProps = { task: TaskOut; onDone: () => void; onReload: () => void };

/** The task's own fields; a stale save (someone else saved first) says so and offers Reload, never overwrites. */
function EditTask({ task, onDone, onReload }: EditProps) {
  const update = useUpdateTask();
  const { showSuccess } = useSnackbar();
  const { control, register, handleSubmit, setError, formState } = useForm({ resolver: zodResolver(taskSchema), defaultValues: editValues(task) });
  // Saved or cancelled, the form goes (onDone), and its guard with it.
  const guard = useLeaveGuard(formState.isDirty && !update.isPending, 'Your changes to the task');
  const stale = update.isError && placeServerErrors(listFieldErrors(update.error), () => undefined, []) === 'stale';
  const onSubmit = handleSubmit((values) =>
    update.mutateAsync({ taskId: task.id, body: toTaskUpdateIn(values, task.version) }).then(
      () => {
        showSuccess('The task was saved.');
        onDone();
      },
      (error: unknown) => {
        placeServerErrors(listFieldErrors(error), setError, EDIT_FIELDS);
      },
    ),
  );
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Edit task">
      {guard.dialog}
      {stale && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" onClick={onReload}>
              Reload
            </Button>
          }
        >
          Someone else changed this task since you opened it. Reload to see their changes, then make yours again.
        </Alert>
      )}
      {update.isError && !stale && Object.keys(formState.errors).length === 0 && <Alert severity="error">{errorMessage(update.error)}</Alert>}
      <TaskFields control={control} register={register} errors={formState.errors} autoFocus />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={update.isPending}>
          Save
        </Button>
      </Stack>
    </Stack>
  );
}

type Props = { task: TaskOut; editing: boolean; onEditing: (editing: boolean) => void; onReload: () => void };

export function TaskDetails({ task, editing, onEditing, onReload }: Props) {
  return (
    <Section title="Details" actions={!editing && <Button onClick={() => onEditing(true)}>Edit</Button>}>
      {editing ? (
        <EditTask task={task} onDone={() => onEditing(false)} onReload={onReload} />
      ) : (
        <Stack spacing={2}>
          <Typography sx={{ color: task.overdue ? 'error.main' : undefined }}>
            {dueLabel(task.due_at)}
            {task.overdue ? ' · overdue' : ''}
          </Typography>
          {task.description ? (
            <LinkifiedText text={task.description} />
          ) : (
            <Typography color="text.secondary">No description.</Typography>
          )}
          <TaskLinks task={task} />
        </Stack>
      )}
    </Section>
  );
}
