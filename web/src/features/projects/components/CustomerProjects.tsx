import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { Section } from '@/components/Section';
import { EmptyState, ErrorState, LoadingRows } from '@/components/SectionStates';
import type { OrganisationOut } from '@/lib/api/types';
import { useProjects } from '../api/get-projects';
import { formatDay } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { newProjectPath, projectPath } from '../lib/paths';
import { StageChip } from './StageChip';
import { stackedOnPhone, useStackedRows } from '@/lib/stacked-rows';

const SHOWN = 10;

/**
 * A customer's projects, most recently changed first, on the customer's screen (the app places it there),
 * with the way to start a new one for the customer.
 */
export default function CustomerProjects({ organisation }: { organisation: Pick<OrganisationOut, 'id' | 'name'> }) {
  const stack = useStackedRows();
  const projects = useProjects({ customer_id: organisation.id, items_per_page: SHOWN, sort: '-updated_at', page: 1 });
  const items = projects.data?.items ?? [];
  const total = projects.data?.total ?? 0;

  return (
    <Section
      title="Projects"
      actions={
        <>
          {total > SHOWN && (
            <Button component={RouterLink} to={`/projects/?view=list&customer_id=${organisation.id}`}>
              {`All ${total} projects`}
            </Button>
          )}
          <Button component={RouterLink} to={newProjectPath(organisation.id)} variant="contained" startIcon={<AddIcon />}>
            New project
          </Button>
        </>
      }
    >
      {projects.isPending && <LoadingRows label="Loading projects" rows={2} />}
      {projects.isError && <ErrorState error={projects.error} onRetry={() => void projects.refetch()} />}
      {projects.isSuccess && items.length === 0 && (
        <EmptyState>{`No projects yet. Start one when ${organisation.name} has a job in view.`}</EmptyState>
      )}
      {items.length > 0 && (
        <TableContainer>
          <Table ref={stack} aria-label="Projects" size="small" sx={stackedOnPhone}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Stage</TableCell>
                <TableCell>Reference</TableCell>
                <TableCell>Value</TableCell>
                <TableCell>Start</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((project) => (
                <TableRow key={project.project_id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={projectPath(project.project_id)}>
                      {project.name}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <StageChip stage={project.stage} />
                  </TableCell>
                  <TableCell>{project.reference || '—'}</TableCell>
                  <TableCell sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {project.estimated_value !== null ? formatMoney(project.estimated_value) : '—'}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(project.start_date) || '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
}
