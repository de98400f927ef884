import Chip from '@mui/material/Chip';
import { isStatus, STATUS_COLOURS, statusLabel } from '../lib/status';

export function CallOffStatusChip({ status }: { status: string }) {
  return <Chip size="small" label={statusLabel(status)} color={isStatus(status) ? STATUS_COLOURS[status] : 'default'} />;
}

/** An order's status as the schedule screens say it. */
export function OrderStatusLabel({ status }: { status: string }) {
  const label = status.replace(/_/g, ' ');
  return <Chip size="small" variant="outlined" label={label.charAt(0).toUpperCase() + label.slice(1)} />;
}

/** Red: the order-by date has passed and it is not booked; amber: it falls within 7 days. */
export function WarningChip({ warning }: { warning: 'red' | 'amber' | null | undefined }) {
  if (!warning) return null;
  return (
    <Chip
      size="small"
      color={warning === 'red' ? 'error' : 'warning'}
      label={warning === 'red' ? 'Order-by date passed' : 'Order by this week'}
    />
  );
}
