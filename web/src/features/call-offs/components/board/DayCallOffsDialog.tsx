import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ErrorState, LoadingRows } from '@/components/SectionStates';
import { useDay } from '../../api/schedules';
import type { DayParams } from '../../api/types';
import { plural } from '../../lib/board';
import { dayHeading } from '../../lib/dates';
import { CallOffDialog } from '../CallOffDialog';
import { CallOffsTable } from '../CallOffsTable';

export const DAY_PAGE_SIZE = 50;

type Props = {
  /** The day and the board's filters. */
  params: Omit<DayParams, 'page' | 'items_per_page'>;
  onWeek: (day: string) => void;
  onClose: () => void;
};

/** A day of the month opened: all its call-offs, a page at a time (a busy day has hundreds). */
export function DayCallOffsDialog({ params, onWeek, onClose }: Props) {
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [openRow, setOpenRow] = useState<{ scheduleId: number; orderId: number } | null>(null);
  const day = useDay({ ...params, page, items_per_page: DAY_PAGE_SIZE });
  const title = `Call-offs on ${dayHeading(params.date)}`;
  const rows = day.data?.items ?? [];
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers sx={{ opacity: day.isPlaceholderData ? 0.6 : 1 }}>
        {day.isPending ? (
          <LoadingRows label="Loading the day's call-offs" rows={4} />
        ) : day.isError ? (
          <ErrorState error={day.error} onRetry={() => void day.refetch()} />
        ) : (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {plural(day.data.total, 'load')}
            </Typography>
            <CallOffsTable
              rows={rows}
              onOpen={(scheduleId) => {
                const found = rows.find((row) => row.schedule_id === scheduleId);
                if (found) setOpenRow({ scheduleId, orderId: found.order.id });
              }}
            />
            <TablePagination
              component="div"
              count={day.data.total}
              page={day.data.total === 0 ? 0 : page - 1}
              rowsPerPage={DAY_PAGE_SIZE}
              rowsPerPageOptions={[DAY_PAGE_SIZE]}
              onPageChange={(_, next) => setPage(next + 1)}
              labelDisplayedRows={({ from, to, count }) =>
                `${from.toLocaleString('en-GB')}–${to.toLocaleString('en-GB')} of ${count.toLocaleString('en-GB')}`
              }
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onWeek(params.date)}>Show its week</Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      {openRow && <CallOffDialog scheduleId={openRow.scheduleId} orderId={openRow.orderId} onClose={() => setOpenRow(null)} />}
    </Dialog>
  );
}
