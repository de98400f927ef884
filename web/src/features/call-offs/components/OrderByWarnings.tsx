import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { formatDay } from '@/lib/format';
import type { CallOffRow } from '../api/types';
import { scheduleOrderPath } from '../lib/links';

function Rows({ rows }: { rows: CallOffRow[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {rows.map((row) => (
        <li key={row.schedule_id}>
          <Link component={RouterLink} to={scheduleOrderPath(row.order.id)} color="inherit">
            {row.number}
          </Link>{' '}
          · {row.customer.name} · for {formatDay(row.requested_date)}
          {row.order_by_date ? `, order by ${formatDay(row.order_by_date)}` : ''}
          {row.supplier ? ` from ${row.supplier.name}` : ''}
        </li>
      ))}
    </Box>
  );
}

/** Call-offs not booked with the works in time for its lead time: red past the order-by date, amber within a week. */
export function OrderByWarnings({ rows, red, amber }: { rows: readonly CallOffRow[]; red: readonly number[]; amber: readonly number[] }) {
  const pick = (ids: readonly number[]) => rows.filter((row) => ids.includes(row.schedule_id));
  const late = pick(red);
  const soon = pick(amber);
  if (late.length === 0 && soon.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {late.length > 0 && (
        <Alert severity="error" aria-label="Past their order-by date">
          <AlertTitle>Past their order-by date, not booked</AlertTitle>
          <Rows rows={late} />
        </Alert>
      )}
      {soon.length > 0 && (
        <Alert severity="warning" aria-label="Order by this week">
          <AlertTitle>Order from the works within 7 days</AlertTitle>
          <Rows rows={soon} />
        </Alert>
      )}
    </Box>
  );
}
