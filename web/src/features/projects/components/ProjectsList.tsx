import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListPagination } from '@/components/ListPagination';
import { TableSkeletonRows } from '@/components/TableSkeletonRows';
import type { ProjectListParams } from '@/lib/api/types';
import { errorMessage } from '@/lib/http';
import { useProjects } from '../api/get-projects';
import { newProjectPath } from '../lib/paths';
import type { ProjectsViewState } from '../lib/use-projects-view';
import { dateErrorOf } from './ListFilters';
import { PROJECT_COLUMNS, ProjectsTable } from './ProjectsTable';

type Props = {
  view: ProjectsViewState;
  params: ProjectListParams;
  onChange: (changes: Partial<ProjectsViewState>) => void;
  /** Clear the search, the customer and the filters (and put the focus in the search box). */
  onClearAll: () => void;
};

function WholeRow({ children }: { children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={PROJECT_COLUMNS} sx={{ py: 5, borderBottom: 0 }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

/** Nothing to list: say why, and offer the next step. */
function Empty({ view, onClearAll }: Pick<Props, 'view' | 'onClearAll'>) {
  const narrowed = view.q !== '' || view.customerId !== null || view.stages.length > 0 || view.startFrom || view.startTo;
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography sx={{ color: 'text.secondary' }}>
        {narrowed ? (view.q ? `No projects match “${view.q}” and the filters` : 'No projects match the filters') : 'No projects yet — add the first one'}
      </Typography>
      {narrowed ? (
        <Button variant="outlined" onClick={onClearAll}>
          Clear search and filters
        </Button>
      ) : (
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={newProjectPath()}>
          New project
        </Button>
      )}
    </Stack>
  );
}

/** The sortable, filtered list of projects, a page at a time. */
export function ProjectsList({ view, params, onChange, onClearAll }: Props) {
  const query = useProjects(params);
  const { data } = query;
  // A reversed date range is said on its field (the toolbar's): the list asks for a correction.
  const dateError = dateErrorOf(query.error);

  // A page past the end (a narrower search): go to the last page.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / view.itemsPerPage)) : 1;
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.items.length === 0 && view.page > lastPage) onChange({ page: lastPage });
  }, [data, query.isPlaceholderData, view.page, lastPage, onChange]);

  let placeholder: ReactNode = null;
  if (query.isError && !dateError) {
    placeholder = (
      <WholeRow>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load the projects. {errorMessage(query.error)}
        </Alert>
      </WholeRow>
    );
  } else if (query.isPending || dateError) {
    placeholder = dateError ? (
      <WholeRow>
        <Typography sx={{ color: 'text.secondary', textAlign: 'center' }}>Correct the start dates to see projects.</Typography>
      </WholeRow>
    ) : (
      <TableSkeletonRows columns={PROJECT_COLUMNS} rows={Math.min(view.itemsPerPage, 10)} label="Loading projects" />
    );
  } else if (data && data.total === 0) {
    placeholder = (
      <WholeRow>
        <Empty view={view} onClearAll={onClearAll} />
      </WholeRow>
    );
  }

  return (
    <Stack spacing={2}>
      <Paper elevation={0} sx={{ border: 1, borderColor: 'divider', overflow: 'hidden' }}>
        <LinearProgress
          aria-label="Refreshing projects"
          sx={{ visibility: query.isFetching && !query.isPending ? 'visible' : 'hidden' }}
        />
        <TableContainer>
          <ProjectsTable
            rows={data?.items ?? []}
            sort={view.sort}
            onSort={(sort) => onChange({ sort })}
            placeholder={placeholder}
          />
        </TableContainer>
        <ListPagination total={data?.total ?? 0} state={view} onChange={onChange} />
      </Paper>
    </Stack>
  );
}
