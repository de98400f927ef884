import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { EmptyState, ErrorState, LoadingRows } from '@/components/SectionStates';
import { formatDay } from '@/lib/format';
import { SECONDARY_COLUMN, tableMinWidth } from '@/lib/responsive';
import { useSchedules } from '../api/schedules';
import type { ScheduleListItem } from '../api/types';
import { isFiltered, type BoardState } from '../lib/board-view';
import { scheduleOrderPath } from '../lib/links';
import { CallOffStatusChip, OrderStatusLabel, WarningChip } from './StatusChip';

const PAGE_SIZE = 25;
const right = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
/** A figure a phone leaves out: the order, its customer and what remains fit 390 px (the schedule has the rest). */
const secondaryRight = { ...right, ...SECONDARY_COLUMN } as const;
const percent = (value: number) => `${Math.round(value)}%`;

function Progress({ row }: { row: ScheduleListItem }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="body2">
        {percent(row.percent_called_off)} called off · {percent(row.percent_delivered)} delivered
      </Typography>
      <LinearProgress
        variant="buffer"
        value={Math.min(100, row.percent_delivered)}
        valueBuffer={Math.min(100, row.percent_called_off)}
        aria-label={`${row.number} delivered`}
      />
    </Box>
  );
}

type Props = { state: BoardState; onPage: (page: number) => void };

/** The list view: orders with their balance, the next delivery and the worst order-by warning; a row opens the schedule. */
export function OrdersBalanceList({ state, onPage }: Props) {
  const { page } = state;
  const schedules = useSchedules({
    page,
    items_per_page: PAGE_SIZE,
    customer_id: state.customerId ?? undefined,
    project_id: state.projectId ?? undefined,
    supplier_id: state.worksId ?? undefined,
    haulier_id: state.haulierId ?? undefined,
    call_off_status: state.statuses.length > 0 ? state.statuses : undefined,
  });
  if (schedules.isPending) return <LoadingRows label="Loading orders" rows={5} />;
  if (schedules.isError) return <ErrorState error={schedules.error} onRetry={() => void schedules.refetch()} />;
  const { items, total } = schedules.data;
  if (items.length === 0) {
    return <EmptyState>{isFiltered(state) ? 'No orders match these filters.' : 'No orders yet: convert an accepted quote to start a schedule.'}</EmptyState>;
  }
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="Orders and their balance" sx={{ minWidth: tableMinWidth(1000) }}>
          <TableHead>
            <TableRow>
              <TableCell>Order</TableCell>
              <TableCell>Customer and site</TableCell>
              <TableCell sx={secondaryRight}>Plots</TableCell>
              <TableCell sx={secondaryRight}>Ordered</TableCell>
              <TableCell sx={secondaryRight}>Called off</TableCell>
              <TableCell sx={secondaryRight}>Delivered</TableCell>
              <TableCell sx={right}>Remaining</TableCell>
              <TableCell sx={SECONDARY_COLUMN}>Progress</TableCell>
              <TableCell sx={SECONDARY_COLUMN}>Next delivery</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((row) => (
              <TableRow key={row.order_id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Link component={RouterLink} to={scheduleOrderPath(row.order_id)} sx={{ fontWeight: 600 }}>
                    {row.number}
                  </Link>
                  <Box sx={{ mt: 0.5, display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                    <OrderStatusLabel status={row.status} />
                    <WarningChip warning={row.warning} />
                  </Box>
                </TableCell>
                <TableCell>
                  {row.customer.name}
                  <Typography variant="body2" color="text.secondary">
                    {[row.project?.name, row.site].filter(Boolean).join(' · ')}
                  </Typography>
                </TableCell>
                <TableCell sx={secondaryRight}>{row.plots}</TableCell>
                <TableCell sx={secondaryRight}>{Number(row.ordered).toLocaleString('en-GB')}</TableCell>
                <TableCell sx={secondaryRight}>{Number(row.called_off).toLocaleString('en-GB')}</TableCell>
                <TableCell sx={secondaryRight}>{Number(row.delivered).toLocaleString('en-GB')}</TableCell>
                <TableCell sx={right}>{Number(row.remaining).toLocaleString('en-GB')}</TableCell>
                <TableCell sx={SECONDARY_COLUMN}>
                  <Progress row={row} />
                </TableCell>
                <TableCell sx={{ ...SECONDARY_COLUMN, whiteSpace: 'nowrap' }}>
                  {row.next_delivery ? (
                    <>
                      {formatDay(row.next_delivery.date)} · {row.next_delivery.number}
                      <Box sx={{ mt: 0.5 }}>
                        <CallOffStatusChip status={row.next_delivery.status} />
                      </Box>
                    </>
                  ) : (
                    '—'
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page - 1}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_, next) => onPage(next + 1)}
      />
    </>
  );
}
