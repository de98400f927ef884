/**
 * Quote and order statuses as the screens name and colour them. Quote statuses come from the API
 * (`expired` is computed: a sent quote past its valid-until date); order statuses likewise.
 */
import type { OrderStatus, QuoteStatus } from '@/lib/api/types';

export type ChipColour = 'default' | 'primary' | 'secondary' | 'success' | 'error' | 'info' | 'warning';

/** Quote statuses in the order the filters and the stats list them (a quote's life, left to right). */
export const QUOTE_STATUSES = [
  'draft',
  'sent',
  'accepted',
  'converted',
  'rejected',
  'expired',
  'withdrawn',
] as const satisfies readonly QuoteStatus[];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  rejected: 'Rejected',
  expired: 'Expired',
  converted: 'Converted',
  withdrawn: 'Withdrawn',
};

/** Open work neutral or blue, won work green, lost work red, lapsed or withdrawn work amber or grey. */
export const QUOTE_STATUS_COLOURS: Record<QuoteStatus, ChipColour> = {
  draft: 'default',
  sent: 'info',
  accepted: 'success',
  rejected: 'error',
  expired: 'warning',
  converted: 'primary',
  withdrawn: 'default',
};

export function isQuoteStatus(value: string | null | undefined): value is QuoteStatus {
  return (QUOTE_STATUSES as readonly string[]).includes(value ?? '');
}

/** Order statuses in the order the filters list them. */
export const ORDER_STATUSES = ['open', 'delivered', 'cancelled'] as const satisfies readonly OrderStatus[];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  open: 'Open',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const ORDER_STATUS_COLOURS: Record<OrderStatus, ChipColour> = {
  open: 'info',
  delivered: 'success',
  cancelled: 'default',
};

export function isOrderStatus(value: string | null | undefined): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value ?? '');
}
