import Chip from '@mui/material/Chip';
import type { SupplierQuoteStatus } from '../api/types';
import {
  PURCHASE_ORDER_STATUS_COLOURS,
  PURCHASE_ORDER_STATUS_LABELS,
  SUPPLIER_QUOTE_STATUS_COLOURS,
  SUPPLIER_QUOTE_STATUS_LABELS,
  TRACKING_COLOURS,
  TRACKING_LABELS,
  isPurchaseOrderStatus,
  type Tracking,
} from '../lib/status';

export function SupplierQuoteStatusChip({ status }: { status: SupplierQuoteStatus }) {
  return <Chip size="small" label={SUPPLIER_QUOTE_STATUS_LABELS[status]} color={SUPPLIER_QUOTE_STATUS_COLOURS[status]} />;
}

export function TrackingChip({ tracking }: { tracking: Tracking }) {
  return <Chip size="small" label={TRACKING_LABELS[tracking]} color={TRACKING_COLOURS[tracking]} />;
}

export function PurchaseOrderStatusChip({ status }: { status: string }) {
  if (!isPurchaseOrderStatus(status)) return <Chip size="small" label={status} />;
  return <Chip size="small" label={PURCHASE_ORDER_STATUS_LABELS[status]} color={PURCHASE_ORDER_STATUS_COLOURS[status]} />;
}
