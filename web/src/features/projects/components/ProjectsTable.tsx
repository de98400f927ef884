import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SortableHeader } from '@/components/SortableHeader';
import type { ProjectOut } from '@/lib/api/types';
import { formatDateTime, formatDay, formatRelativeTime } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { customerPath, projectPath } from '../lib/paths';
import { StageChip } from './StageChip';

export const PROJECT_COLUMNS = 9;

type Props = {
  rows: ProjectOut[];
  sort: string;
  onSort: (sort: string) => void;
  /** Shown instead of the rows: skeleton rows, an error or an empty state. */
  placeholder?: ReactNode;
};

function Blank() {
  return (
    <Box component="span" sx={{ color: 'text.disabled' }}>
      —
    </Box>
  );
}

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Projects with what they are, where they stand, for whom, how big and when. */
export function ProjectsTable({ rows, sort, onSort, placeholder }: Props) {
  const header = { sort, onSort };
  return (
    <Table aria-label="Projects" size="small" sx={{ minWidth: 1100, '& td, & th': { py: 1.25 } }}>
      <TableHead>
        <TableRow>
          <SortableHeader field="name" {...header}>Name</SortableHeader>
          <SortableHeader field="reference" {...header}>Reference</SortableHeader>
          <SortableHeader field="stage" {...header}>Stage</SortableHeader>
          <TableCell>Customer</TableCell>
          <SortableHeader field="estimated_value" {...header}>Value</SortableHeader>
          <SortableHeader field="number_of_plots" {...header}>Plots</SortableHeader>
          <SortableHeader field="start_date" {...header}>Start</SortableHeader>
          <SortableHeader field="end_date" {...header}>End</SortableHeader>
          <SortableHeader field="updated_at" {...header}>Updated</SortableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {placeholder ??
          rows.map((row) => (
            <TableRow key={row.project_id} hover>
              <TableCell>
                <Link component={RouterLink} to={projectPath(row.project_id)} underline="hover" sx={{ fontWeight: 500 }}>
                  {row.name}
                </Link>
              </TableCell>
              <TableCell>{row.reference || <Blank />}</TableCell>
              <TableCell>
                <StageChip stage={row.stage} />
              </TableCell>
              <TableCell>
                {row.customer_id !== null && row.customer_name ? (
                  <Link component={RouterLink} to={customerPath(row.customer_id, row.customer_kind)} underline="hover">
                    {row.customer_name}
                  </Link>
                ) : (
                  <Blank />
                )}
              </TableCell>
              <TableCell sx={numeric}>{row.estimated_value !== null ? formatMoney(row.estimated_value) : <Blank />}</TableCell>
              <TableCell sx={numeric}>{row.number_of_plots?.toLocaleString('en-GB') ?? <Blank />}</TableCell>
              <TableCell sx={numeric}>{formatDay(row.start_date) || <Blank />}</TableCell>
              <TableCell sx={numeric}>{formatDay(row.end_date) || <Blank />}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={row.updated_at} title={formatDateTime(row.updated_at)}>
                  {formatRelativeTime(row.updated_at)}
                </time>
              </TableCell>
            </TableRow>
          ))}
      </TableBody>
    </Table>
  );
}
