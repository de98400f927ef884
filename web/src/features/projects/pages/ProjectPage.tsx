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
import { Section } from '@/components/Section';
import { LoadingRows } from '@/components/SectionStates';
import type { ProjectDetailOut } from '@/lib/api/types';
import { formatDateTime } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { canDelete } from '@/lib/roles';
import { useSession } from '@/lib/session';
import { useSnackbar } from '@/lib/snackbar';
import { useDeleteProject } from '../api/delete-project';
import { useProject } from '../api/get-project';
import { projectActivityQuery } from '../api/project-activity';
import { LinkedOrganisationsSection } from '../components/LinkedOrganisationsSection';
import { ProjectDetailsForm } from '../components/ProjectDetailsForm';
import { ProjectHeading } from '../components/ProjectHeading';
import { ProjectNotes } from '../components/ProjectNotes';
import { ProjectStats } from '../components/ProjectStats';
import { SuggestedProductsSection } from '../components/SuggestedProductsSection';
import { PROJECTS_PATH } from '../lib/paths';
import { LEAVE_UNASKED } from '@/components/LeaveGuard';

const pair = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' };

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
      onError: (failure) => setError(errorMessage(failure)),
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

function ProjectScreen({ project, onReload, extra: Extra }: ScreenProps) {
  const session = useSession();
  const id = project.project_id;
  return (
    <Page
      title={project.name}
      actions={canDelete(session) ? <DeleteProjectButton project={project} /> : undefined}
    >
      <ProjectHeading project={project} />
      <Box sx={{ mb: 3 }}>
        <ProjectStats projectId={id} />
      </Box>
      <Stack spacing={3}>
        <Section title="Details">
          <Stack spacing={2.5}>
            <ProjectDetailsForm project={project} onReload={onReload} />
            <Typography variant="body2" color="text.secondary">
              Created {formatDateTime(project.created_at)}
              {project.created_by_name && ` by ${project.created_by_name}`} · Last changed {formatDateTime(project.updated_at)}
            </Typography>
          </Stack>
        </Section>
        {Extra && (
          <Suspense fallback={<LoadingRows label="Loading the section" rows={2} />}>
            <Extra project={project} />
          </Suspense>
        )}
        <Box sx={pair}>
          <LinkedOrganisationsSection project={project} kind="architect" />
          <LinkedOrganisationsSection project={project} kind="supplier" />
        </Box>
        <SuggestedProductsSection project={project} />
        <Box sx={pair}>
          <ProjectNotes projectId={id} />
          <ActivityTimeline query={projectActivityQuery(id)} />
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
