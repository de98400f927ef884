import Chip from '@mui/material/Chip';
import type { OrderStatus, QuoteStatus } from '@/lib/api/types';
import {
  ORDER_STATUS_COLOURS,
  ORDER_STATUS_LABELS,
  QUOTE_STATUS_COLOURS,
  QUOTE_STATUS_LABELS,
} from '../lib/status';

/** A quote's status as a small outlined chip. */
export function QuoteStatusChip({ status }: { status: QuoteStatus }) {
  return (
    <Chip size="small" variant="outlined" label={QUOTE_STATUS_LABELS[status]} color={QUOTE_STATUS_COLOURS[status]} />
  );
}

/** An order's status as a small outlined chip. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return (
    <Chip size="small" variant="outlined" label={ORDER_STATUS_LABELS[status]} color={ORDER_STATUS_COLOURS[status]} />
  );
}
