/** Supplier quote and purchase order statuses as the screens name and colour them. */
import type { PurchaseOrderStatus, SupplierQuoteListItem, SupplierQuoteStatus } from '../api/types';

export type ChipColour = 'default' | 'primary' | 'secondary' | 'success' | 'error' | 'info' | 'warning';

/** In the order of a request's life, as the filters list them. */
export const SUPPLIER_QUOTE_STATUSES = [
  'draft',
  'requested',
  'answered',
  'declined',
  'expired',
  'ordered',
  'withdrawn',
] as const satisfies readonly SupplierQuoteStatus[];

export const SUPPLIER_QUOTE_STATUS_LABELS: Record<SupplierQuoteStatus, string> = {
  draft: 'Draft',
  requested: 'Requested',
  answered: 'Answered',
  declined: 'Declined',
  expired: 'Expired',
  ordered: 'Ordered',
  withdrawn: 'Withdrawn',
};

export const SUPPLIER_QUOTE_STATUS_COLOURS: Record<SupplierQuoteStatus, ChipColour> = {
  draft: 'default',
  requested: 'info',
  answered: 'success',
  declined: 'error',
  expired: 'warning',
  ordered: 'primary',
  withdrawn: 'default',
};

export function isSupplierQuoteStatus(value: string | null | undefined): value is SupplierQuoteStatus {
  return (SUPPLIER_QUOTE_STATUSES as readonly string[]).includes(value ?? '');
}

/** Where a request stands with one supplier, as the request screen tracks it. */
export type Tracking = 'draft' | 'sent' | 'opened' | 'answered' | 'declined' | 'expired' | 'ordered' | 'withdrawn';

export const TRACKING_LABELS: Record<Tracking, string> = {
  draft: 'Not sent',
  sent: 'Sent',
  opened: 'Opened',
  answered: 'Answered',
  declined: 'Declined',
  expired: 'Expired',
  ordered: 'Ordered',
  withdrawn: 'Withdrawn',
};

export const TRACKING_COLOURS: Record<Tracking, ChipColour> = {
  draft: 'default',
  sent: 'info',
  opened: 'secondary',
  answered: 'success',
  declined: 'error',
  expired: 'warning',
  ordered: 'primary',
  withdrawn: 'default',
};

type Tracked = Pick<SupplierQuoteListItem, 'status' | 'sent_at' | 'opened_at'>;

/** A requested quote is "sent" until the supplier first opens their page, then "opened". */
export function trackingOf(quote: Tracked): Tracking {
  if (quote.status === 'requested') return quote.opened_at ? 'opened' : 'sent';
  return quote.status;
}

/** A supplier with a quote in one of these is asked already (the API refuses asking it again for the customer quote). */
const STILL_ASKED: readonly SupplierQuoteStatus[] = ['draft', 'requested', 'answered', 'ordered'];

/** Supplier id → the number of its quote still open, answered or ordered among these (declined, expired and withdrawn
 * ones may be asked again). */
export function askedSuppliers(quotes: readonly Pick<SupplierQuoteListItem, 'status' | 'number' | 'supplier'>[]): Map<number, string> {
  const asked = new Map<number, string>();
  for (const quote of quotes) if (STILL_ASKED.includes(quote.status) && !asked.has(quote.supplier.id)) asked.set(quote.supplier.id, quote.number);
  return asked;
}

/** Purchase order statuses, in the order of an order's life. */
export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'sent',
  'acknowledged',
  'changes_proposed',
  'declined',
  'part_delivered',
  'delivered',
  'closed',
  'cancelled',
] as const satisfies readonly PurchaseOrderStatus[];

export const PURCHASE_ORDER_STATUS_LABELS: Record<PurchaseOrderStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  acknowledged: 'Acknowledged',
  changes_proposed: 'Changes proposed',
  declined: 'Declined',
  part_delivered: 'Part delivered',
  delivered: 'Delivered',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

export const PURCHASE_ORDER_STATUS_COLOURS: Record<PurchaseOrderStatus, ChipColour> = {
  draft: 'default',
  sent: 'info',
  acknowledged: 'success',
  changes_proposed: 'warning',
  declined: 'error',
  part_delivered: 'secondary',
  delivered: 'primary',
  closed: 'default',
  cancelled: 'default',
};

export function isPurchaseOrderStatus(value: string | null | undefined): value is PurchaseOrderStatus {
  return (PURCHASE_ORDER_STATUSES as readonly string[]).includes(value ?? '');
}

export const OFFLOAD_LABELS = {
  crane: 'Crane offload',
  moffett: 'Moffett (truck-mounted forklift)',
  tail_lift: 'Tail-lift',
  kerbside: 'Kerbside (tipped or hand-balled)',
} as const;

export const LOAD_PREFERENCE_LABELS = { full: 'Full loads', part: 'Part loads', either: 'Full or part loads' } as const;

export const HAULAGE_BASIS_LABELS = { per_load: 'Per load', per_delivery: 'Per delivery', included: 'Included' } as const;
