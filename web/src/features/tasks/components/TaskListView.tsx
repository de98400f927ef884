import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LinkedRecords } from '@/components/LinkedRecords';
import { ListPagination } from '@/components/ListPagination';
import { EmptyState, ErrorState, LoadingRows } from '@/components/SectionStates';
import { useTaskList, type BoardParams } from '../api/queries';
import { dueLabel, priorityLabel, statusLabel } from '../lib/format';
import type { TaskpadState } from '../lib/filters';
import { taskPath } from '../lib/links';

type Props = { params: BoardParams; state: TaskpadState; onChange: (changes: Partial<TaskpadState>) => void; stageNames: Map<number, string> };

/** The API sorts each field one way (due and priority soonest first, created newest first): a header picks it. */
function SortHeader({ field, sort, onSort, children }: { field: string; sort: string; onSort: (sort: string) => void; children: ReactNode }) {
  const active = sort === field;
  const direction = 'asc';
  return (
    <TableCell sortDirection={active ? direction : false}>
      <TableSortLabel active={active} direction={direction} onClick={() => onSort(active ? 'rank' : field)}>
        {children}
      </TableSortLabel>
    </TableCell>
  );
}

/** The list view: a sortable, paged table of the same tasks. */
export function TaskListView({ params, state, onChange, stageNames }: Props) {
  const list = useTaskList({ ...params, query: { ...params.query, sort: state.sort, page: state.page, items_per_page: state.itemsPerPage } });
  if (list.isPending) return <LoadingRows label="Loading tasks" rows={6} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const { items, total } = list.data;
  return (
    <>
      <TableContainer sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        <Table size="small" aria-label="Tasks">
          <TableHead>
            <TableRow>
              <TableCell>Task</TableCell>
              <TableCell>Stage</TableCell>
              <SortHeader field="due" sort={state.sort} onSort={(sort) => onChange({ sort })}>
                Due
              </SortHeader>
              <SortHeader field="priority" sort={state.sort} onSort={(sort) => onChange({ sort })}>
                Priority
              </SortHeader>
              <TableCell>Owner</TableCell>
              <TableCell>Assigned</TableCell>
              <TableCell>Linked to</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((task) => (
              <TableRow key={task.id} hover>
                <TableCell>
                  <Link component={RouterLink} to={taskPath(task.id)}>
                    {task.title}
                  </Link>
                </TableCell>
                <TableCell>{stageNames.get(task.stage_id) ?? ''}</TableCell>
                <TableCell sx={{ color: task.overdue ? 'error.main' : undefined, whiteSpace: 'nowrap' }}>{task.due_at ? dueLabel(task.due_at).replace(/^Due /, '') : '—'}</TableCell>
                <TableCell>{priorityLabel(task.priority)}</TableCell>
                <TableCell>{task.owner.name}</TableCell>
                <TableCell>{task.assignee_names.join(', ')}</TableCell>
                <TableCell>
                  <LinkedRecords links={task.links} />
                </TableCell>
                <TableCell>
                  {statusLabel(task.status)}
                  {task.source === 'rule' && <Chip size="small" variant="outlined" label="Automatic" sx={{ ml: 1 }} />}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {items.length === 0 && <EmptyState>No tasks match these filters.</EmptyState>}
      <ListPagination
        total={total}
        estimate={list.data.total_is_estimate}
        state={{ page: state.page, itemsPerPage: state.itemsPerPage, q: state.q, sort: state.sort }}
        onChange={(changes) => onChange({ ...(changes.page ? { page: changes.page } : {}), ...(changes.itemsPerPage ? { itemsPerPage: changes.itemsPerPage } : {}) })}
      />
    </>
  );
}
