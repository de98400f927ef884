import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { formatDay } from '@/lib/format';
import type { ScheduleCallOff } from '../api/types';
import { plotsLabel } from '../api/to-card';
import { haulierPath, supplierPath } from '../lib/links';
import { WINDOW_LABELS } from '../lib/status';
import { CallOffStatusChip, WarningChip } from './StatusChip';
import { stackedOnPhone, useStackedRows } from '@/lib/stacked-rows';

/** What the table shows of a call-off: a board row or a schedule's compact one (its defaults left out) alike. */
export type CallOffsTableRow = Pick<
  ScheduleCallOff,
  'schedule_id' | 'number' | 'status' | 'warning' | 'plots' | 'date' | 'requested_date' | 'booked_date' | 'confirmed_date' | 'proposed_date' | 'window' | 'supplier' | 'haulier'
>;

/** An order's call-offs, soonest first; a row opens the call-off. */
export function CallOffsTable({ rows, onOpen }: { rows: readonly CallOffsTableRow[]; onOpen: (scheduleId: number) => void }) {
  const stack = useStackedRows();
  const sorted = [...rows].sort((a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number));
  return (
    <TableContainer>
      <Table ref={stack} size="small" aria-label="Call-offs" sx={stackedOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell>Call-off</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Plots</TableCell>
            <TableCell>Requested</TableCell>
            <TableCell>Booked</TableCell>
            <TableCell>Confirmed</TableCell>
            <TableCell>Window</TableCell>
            <TableCell>Works</TableCell>
            <TableCell>Haulier</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((row) => (
            <TableRow key={row.schedule_id} hover onClick={() => onOpen(row.schedule_id)} sx={{ cursor: 'pointer' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link
                  component="button"
                  type="button"
                  underline="hover"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(row.schedule_id);
                  }}
                  sx={{ fontWeight: 600, verticalAlign: 'baseline' }}
                >
                  {row.number}
                </Link>
              </TableCell>
              <TableCell>
                <CallOffStatusChip status={row.status} /> <WarningChip warning={row.warning} />
              </TableCell>
              <TableCell>{plotsLabel(row.plots ?? []) || '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(row.requested_date)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(row.booked_date) || '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDay(row.confirmed_date) || (row.proposed_date ? `Proposed ${formatDay(row.proposed_date)}` : '—')}
              </TableCell>
              <TableCell>{WINDOW_LABELS[row.window ?? 'any'] ?? row.window}</TableCell>
              {/* The works is a supplier, whose screen it opens; the haulier a supplier or an other, as its kind says. */}
              <TableCell>
                {row.supplier ? (
                  <Link component={RouterLink} to={supplierPath(row.supplier.id)} onClick={(event) => event.stopPropagation()}>
                    {row.supplier.name}
                  </Link>
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell>
                {row.haulier ? (
                  <Link component={RouterLink} to={haulierPath(row.haulier)} onClick={(event) => event.stopPropagation()}>
                    {row.haulier.name}
                  </Link>
                ) : (
                  '—'
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
