import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState, type ComponentType } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ActivityTimeline } from '@/components/ActivityTimeline';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Page } from '@/components/Page';
import { PhoneSection } from '@/components/PhoneFold';
import { Section } from '@/components/Section';
import { LoadingRows } from '@/components/SectionStates';
import type { ProjectDetailOut } from '@/lib/api/types';
import { counted, formatDateTime, formatDay, formatRelativeTime } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { errorMessage } from '@/lib/http';
import { canDelete } from '@/lib/roles';
import { useSession } from '@/lib/session';
import { useSnackbar } from '@/lib/snackbar';
import { useDeleteProject } from '../api/delete-project';
import { useProject } from '../api/get-project';
import { useProjectStats } from '../api/get-project-stats';
import { projectActivityQuery } from '../api/project-activity';
import { LinkedOrganisationsSection } from '../components/LinkedOrganisationsSection';
import { ProjectDetailsForm } from '../components/ProjectDetailsForm';
import { ProjectHeading } from '../components/ProjectHeading';
import { ProjectNotes } from '../components/ProjectNotes';
import { ProjectStats } from '../components/ProjectStats';
import { SuggestedProductsSection } from '../components/SuggestedProductsSection';
import { PROJECTS_PATH } from '../lib/paths';
import { LEAVE_UNASKED } from '@/components/LeaveGuard';
import { deleteRefusal } from '@/lib/form-errors';

const pair = { display: 'grid', gap: { xs: 1.5, sm: 3 }, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' };

function DeleteProjectButton({ project }: { project: ProjectDetailOut }) {
  const navigate = useNavigate();
  const remove = useDeleteProject();
  const { showSuccess } = useSnackbar();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    setError(null);
    remove.mutate(project.project_id, {
      onSuccess: () => {
        showSuccess(`${project.name} was deleted.`);
        void navigate(PROJECTS_PATH, LEAVE_UNASKED);
      },
      onError: (failure) => setError(deleteRefusal(failure, `${project.name} was not deleted`, 'Try again in a moment.')),
    });
  };
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete ${project.name}?`}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        error={error}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        {`${project.name} will be deleted with its notes, files and activity, and its links to architects, suppliers and products. This cannot be undone.`}
      </ConfirmDialog>
    </>
  );
}

/** A section another part of the app shows on the project (its quotes): features do not import each other. */
export type ProjectExtra = ComponentType<{ project: ProjectDetailOut }>;

type ScreenProps = {
  project: ProjectDetailOut;
  onReload: () => Promise<ProjectDetailOut | undefined>;
  extra?: ProjectExtra;
};

/** The details in a line, for their fold on a phone (the stage, customer and site are in the heading above). */
function detailsSummary(project: ProjectDetailOut): string {
  const { number_of_plots: plots, estimated_value: value, start_date: start, end_date: end } = project;
  const dates = start || end ? `${start ? formatDay(start) : '…'} – ${end ? formatDay(end) : '…'}` : null;
  const parts = [
    plots !== null && counted(plots, 'plot'),
    value !== null && formatMoney(value, { whole: true }),
    dates,
    project.account_manager_name && `Account manager ${project.account_manager_name}`,
  ];
  return parts.filter(Boolean).join(' · ') || 'No details yet';
}

const named = (organisations: { name: string }[]) =>
  organisations.length === 0 ? 'None yet' : organisations.map((organisation) => organisation.name).join(', ');

function ProjectScreen({ project, onReload, extra: Extra }: ScreenProps) {
  const session = useSession();
  const id = project.project_id;
  // The screen's figures' own query: the folded notes and activity say what they hold.
  const stats = useProjectStats(id).data;
  return (
    <Page
      title={project.name}
      actions={canDelete(session) ? <DeleteProjectButton project={project} /> : undefined}
    >
      <ProjectHeading project={project} />
      <Box sx={{ mb: 3 }}>
        <ProjectStats projectId={id} />
      </Box>
      {/* On a phone each section folds to a line saying what it holds (4,371 px of sections came one under another). */}
      <Stack spacing={{ xs: 1.5, sm: 3 }}>
        <PhoneSection title="Details" summary={detailsSummary(project)}>
          <Section title="Details">
            <Stack spacing={2.5}>
              <ProjectDetailsForm project={project} onReload={onReload} />
              <Typography variant="body2" color="text.secondary">
                Created {formatDateTime(project.created_at)}
                {project.created_by_name && ` by ${project.created_by_name}`} · Last changed {formatDateTime(project.updated_at)}
              </Typography>
            </Stack>
          </Section>
        </PhoneSection>
        {Extra && (
          <Suspense fallback={<LoadingRows label="Loading the section" rows={2} />}>
            <Extra project={project} />
          </Suspense>
        )}
        <Box sx={pair}>
          <PhoneSection title="Architects" summary={named(project.architects)}>
            <LinkedOrganisationsSection project={project} kind="architect" />
          </PhoneSection>
          <PhoneSection title="Suppliers" summary={named(project.suppliers)}>
            <LinkedOrganisationsSection project={project} kind="supplier" />
          </PhoneSection>
        </Box>
        <PhoneSection title="Suggested products" summary={counted(project.suggested_products.length, 'product')}>
          <SuggestedProductsSection project={project} />
        </PhoneSection>
        <Box sx={pair}>
          <PhoneSection title="Notes" summary={stats && counted(stats.notes, 'note')}>
            <ProjectNotes projectId={id} />
          </PhoneSection>
          <PhoneSection
            title="Activity"
            summary={stats?.last_activity_at ? `Last activity ${formatRelativeTime(stats.last_activity_at)}` : undefined}
          >
            <ActivityTimeline query={projectActivityQuery(id)} />
          </PhoneSection>
        </Box>
      </Stack>
    </Page>
  );
}

function ProjectLoader({ projectId, extra }: { projectId: number; extra?: ProjectExtra }) {
  const project = useProject(projectId);
  if (project.isPending) {
    return (
      <Page title="Project">
        <LoadingRows label="Loading the project" rows={5} />
      </Page>
    );
  }
  if (project.isError) {
    return (
      <Page title="Project">
        <Alert
          severity="error"
          action={
            <>
              <Button color="inherit" onClick={() => void project.refetch()}>
                Retry
              </Button>
              <Button color="inherit" component={RouterLink} to={PROJECTS_PATH}>
                Back to projects
              </Button>
            </>
          }
        >
          {errorMessage(project.error)}
        </Alert>
      </Page>
    );
  }
  return <ProjectScreen project={project.data} onReload={async () => (await project.refetch()).data} extra={extra} />;
}

/** /projects/view/:projectId: the project's details, architects, suppliers, suggested products, notes and activity. */
export default function ProjectPage({ extra }: { extra?: ProjectExtra }) {
  const { projectId } = useParams();
  const id = projectId && /^\d+$/.test(projectId) ? Number(projectId) : null;
  if (id === null || id <= 0) {
    return (
      <Page title="Project">
        <Alert
          severity="error"
          action={
            <Button color="inherit" component={RouterLink} to={PROJECTS_PATH}>
              Back to projects
            </Button>
          }
        >
          No project was chosen. Open one from the project planning board.
        </Alert>
      </Page>
    );
  }
  return <ProjectLoader key={id} projectId={id} extra={extra} />;
}
