import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQueries } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLeaveGuard } from '@/components/LeaveGuard';
import { Page } from '@/components/Page';
import { LoadingRows } from '@/components/SectionStates';
import { placeServerErrors } from '@/lib/form-errors';
import { errorMessage } from '@/lib/http';
import { organisationOptionQueryOptions, type OptionKind } from '@/lib/resources/organisation-options';
import { useSession } from '@/lib/session';
import { useSnackbar } from '@/lib/snackbar';
import { useAddTask } from '../api/mutations';
import { PeopleField, PersonField } from '../components/PeopleField';
import { TaskFields } from '../components/TaskFields';
import { parseLink } from '../lib/filters';
import { recordPath } from '@/lib/links';
import { recordLabel, TASKPAD_PATH, taskPath } from '../lib/links';
import { emptyTask, listFieldErrors, TASK_FIELDS, taskSchema, toTaskAddIn, type FormLink } from '../lib/task-form';

const ORGANISATIONS: readonly string[] = ['customer', 'supplier', 'other', 'company'];

function NewTaskForm({ links, back }: { links: FormLink[]; back: string }) {
  const { userId } = useSession();
  const navigate = useNavigate();
  // Cancel goes back to the screen the form was opened from (a call-off's schedule, a quote); opened directly, to
  // the first linked record's screen (or the task pad).
  const openedFromApp = useLocation().key !== 'default';
  const add = useAddTask();
  const { showSuccess, showError } = useSnackbar();
  const { control, register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(taskSchema),
    defaultValues: emptyTask(userId, links),
  });
  const errors = formState.errors;
  const guard = useLeaveGuard(formState.isDirty);
  const onSubmit = handleSubmit((values) =>
    add.mutateAsync(toTaskAddIn(values)).then(
      (task) => {
        showSuccess(`Task “${task.title}” was created.`);
        guard.release();
        void navigate(taskPath(task.id));
      },
      (error: unknown) => {
        if (placeServerErrors(listFieldErrors(error), setError, TASK_FIELDS) !== 'placed') showError(errorMessage(error));
      },
    ),
  );
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="New task">
      {guard.dialog}
      <TaskFields control={control} register={register} errors={errors} autoFocus />
      <Controller
        control={control}
        name="taskOwner"
        render={({ field }) => <PersonField label="Owner" value={field.value} onChange={field.onChange} error={errors.taskOwner?.message} />}
      />
      <Controller
        control={control}
        name="assignedUsers"
        render={({ field }) => <PeopleField label="Assigned to" value={field.value} onChange={field.onChange} error={errors.assignedUsers?.message} />}
      />
      <Controller
        control={control}
        name="involvedUsers"
        render={({ field }) => <PeopleField label="Watchers" value={field.value} onChange={field.onChange} error={errors.involvedUsers?.message} />}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button
          component={RouterLink}
          to={back}
          disabled={add.isPending}
          onClick={(event: React.MouseEvent) => {
            guard.release();
            if (!openedFromApp) return;
            event.preventDefault();
            void navigate(-1);
          }}
        >
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={add.isPending}>
          Create task
        </Button>
      </Stack>
    </Stack>
  );
}

/** `/task/new(?link=customer:12&link=quote:4)`: a task, linked to the records named (from their screens). */
export default function NewTaskPage() {
  const [params] = useSearchParams();
  const wanted = params
    .getAll('link')
    .map(parseLink)
    .filter((link) => link !== null);
  // Organisations are named by their record call; other records show their kind and number until the task is saved.
  const names = useQueries({
    queries: wanted.map((link) => ({
      ...organisationOptionQueryOptions((ORGANISATIONS.includes(link.record_type) ? link.record_type : 'customer') as OptionKind, link.record_id),
      enabled: ORGANISATIONS.includes(link.record_type),
    })),
  });
  const loading = names.some((name, index) => ORGANISATIONS.includes(wanted[index].record_type) && name.isPending);
  const links: FormLink[] = wanted.map((link, index) => ({
    ...link,
    label: names[index]?.data?.name ?? `${recordLabel(link.record_type)} ${link.record_id}`,
  }));
  const back = (wanted[0] && recordPath(wanted[0].record_type, wanted[0].record_id)) ?? TASKPAD_PATH;
  return (
    <Page title="New task" maxWidth={900}>
      <Paper elevation={0} sx={{ p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider' }}>
        {loading ? <LoadingRows label="Loading the linked records" rows={5} /> : <NewTaskForm key={params.toString()} links={links} back={back} />}
      </Paper>
    </Page>
  );
}
