import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Page } from '@/components/Page';
import { LoadingRows } from '@/components/SectionStates';
import { placeServerErrors } from '@/lib/form-errors';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { useLinkedCustomer, type LinkedCustomer } from '../api/get-customer';
import { useCreateProject } from '../api/create-project';
import {
  emptyProject,
  PROJECT_FIELDS,
  projectSchema,
  toProjectIn,
  type ProjectValues,
} from '../api/project-form';
import { ProjectFields } from '../components/ProjectFields';
import { customerPath, projectPath, PROJECTS_PATH } from '../lib/paths';
import { useLeaveGuard } from '@/components/LeaveGuard';

/** A project, for `customer` (opened from its screen) when given: it takes the customer's account manager. */
function NewProjectForm({ customer }: { customer: LinkedCustomer | null }) {
  const navigate = useNavigate();
  const mutation = useCreateProject();
  const { showSuccess, showError } = useSnackbar();
  const { control, register, handleSubmit, setError, setValue, formState } = useForm<ProjectValues>({
    resolver: zodResolver(projectSchema),
    defaultValues: customer
      ? { ...emptyProject({ id: customer.id, name: customer.name }), account_manager_id: customer.accountManagerId }
      : emptyProject(null),
  });

  const guard = useLeaveGuard(formState.isDirty);

  const onSubmit = handleSubmit((values) =>
    mutation.mutateAsync(toProjectIn(values)).then(
      (saved) => {
        showSuccess(`${saved.name} was created.`);
        guard.release();
        void navigate(projectPath(saved.project_id));
      },
      (error: unknown) => {
        if (placeServerErrors(error, setError, PROJECT_FIELDS) !== 'placed') showError(errorMessage(error));
      },
    ),
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="New project">
      {guard.dialog}
      <ProjectFields control={control} register={register} errors={formState.errors} setValue={setValue} withGlenigan autoFocus />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={customer ? customerPath(customer.id) : PROJECTS_PATH} disabled={mutation.isPending} onClick={guard.release}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={mutation.isPending}>
          Create project
        </Button>
      </Stack>
    </Stack>
  );
}

/** A positive whole number from the address (`?customer_id=5`), or null. */
function parseId(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** /projects/new(?customer_id=…): a project, for the given customer when one is named (from its screen). */
export default function NewProjectPage() {
  const [params] = useSearchParams();
  const customerId = parseId(params.get('customer_id'));
  const customer = useLinkedCustomer(customerId);

  let body;
  if (customerId === null) body = <NewProjectForm customer={null} />;
  else if (customer.isPending) body = <LoadingRows label="Loading the customer" rows={5} />;
  else if (customer.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <>
            <Button color="inherit" onClick={() => void customer.refetch()}>
              Retry
            </Button>
            <Button color="inherit" component={RouterLink} to="/projects/new">
              Without a customer
            </Button>
          </>
        }
      >
        {errorMessage(customer.error)}
      </Alert>
    );
  } else body = <NewProjectForm customer={customer.data} />;

  return (
    <Page title="New project" maxWidth={900}>
      <Paper elevation={0} sx={{ p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider' }}>
        {body}
      </Paper>
    </Page>
  );
}
