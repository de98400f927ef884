import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { PlainTable } from '@/components/PlainTable';
import { Section } from '@/components/Section';
import { EmptyState, ErrorState, LoadingRows } from '@/components/SectionStates';
import { formatDay } from '@/lib/format';
import { useSchedules } from '../api/schedules';
import { CALL_OFFS_PATH, scheduleOrderPath } from '../lib/links';
import { OrderStatusLabel, WarningChip } from './StatusChip';

const SHOWN = 10;

/** Whose orders: a customer's or a project's. */
export type SchedulesOf = { customer_id: number } | { project_id: number };

const COLUMNS = ['Order', 'Status', 'Delivered', 'Next delivery'] as const;

/** A record's orders with their delivery progress and next delivery, each opening its schedule (the app places it). */
export function RecordSchedules({ of, name }: { of: SchedulesOf; name: string }) {
  const schedules = useSchedules({ ...of, page: 1, items_per_page: SHOWN });
  const items = schedules.data?.items ?? [];
  const total = schedules.data?.total ?? 0;
  return (
    <Section
      title="Call-offs"
      actions={
        'customer_id' in of && total > 0 ? (
          <Button component={RouterLink} to={`${CALL_OFFS_PATH}?view=list&customer_id=${of.customer_id}`}>
            {`All ${total} order${total === 1 ? '' : 's'}`}
          </Button>
        ) : undefined
      }
    >
      {schedules.isPending && <LoadingRows label="Loading call-off schedules" rows={2} />}
      {schedules.isError && <ErrorState error={schedules.error} onRetry={() => void schedules.refetch()} />}
      {schedules.isSuccess && items.length === 0 && <EmptyState>{`No orders to deliver yet for ${name}.`}</EmptyState>}
      {items.length > 0 && (
        <PlainTable label="Call-off schedules" columns={COLUMNS}>
          {items.map((row) => (
            <TableRow key={row.order_id} hover>
              <TableCell>
                <Link component={RouterLink} to={scheduleOrderPath(row.order_id)} aria-label={`Schedule of ${row.number}`}>
                  {row.number}
                </Link>
              </TableCell>
              <TableCell>
                <OrderStatusLabel status={row.status} /> <WarningChip warning={row.warning} />
              </TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                {Math.round(row.percent_delivered)}% delivered
                <LinearProgress variant="determinate" value={Math.min(100, row.percent_delivered)} aria-hidden />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {row.next_delivery ? `${formatDay(row.next_delivery.date)} · ${row.next_delivery.number}` : '—'}
              </TableCell>
            </TableRow>
          ))}
        </PlainTable>
      )}
    </Section>
  );
}

/** On a customer's screen. */
export default function CustomerSchedules({ organisation }: { organisation: { id: number; name: string } }) {
  return <RecordSchedules of={{ customer_id: organisation.id }} name={organisation.name} />;
}
