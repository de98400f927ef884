import { callOffPath } from '@/lib/links';
import type { RecordType } from '../api/types';

/** Where the task pad's screens live, and the screen of each record a task links to (by path, never by import). */
export const TASKPAD_PATH = '/taskpad';
export const taskPath = (taskId: number) => `/task?id=${taskId}`;
export const newTaskPath = (link?: string) => `/task/new${link ? `?link=${encodeURIComponent(link)}` : ''}`;

export const RECORD_LABELS: Record<RecordType, string> = {
  customer: 'Customer',
  supplier: 'Supplier',
  other: 'Other',
  company: 'Company',
  contact: 'Contact',
  project: 'Project',
  quote: 'Quote',
  supplier_quote: 'Supplier quote',
  purchase_order: 'Purchase order',
  order: 'Order',
  call_off: 'Call-off',
};

export function isRecordType(value: string): value is RecordType {
  return value in RECORD_LABELS;
}

export function recordLabel(recordType: string): string {
  return isRecordType(recordType) ? RECORD_LABELS[recordType] : recordType.replace(/_/g, ' ');
}

/**
 * The screen of a linked record, or null when it has none of its own. A call-off is shown on its order's schedule
 * (`orderId`, the link's `order_id`), opened there; without its order, the call-offs' board.
 */
export function recordPath(recordType: string, recordId: number, orderId?: number | null): string | null {
  switch (recordType) {
    case 'customer':
    case 'supplier':
    case 'other':
    case 'company':
    case 'contact':
      return `/${recordType}?id=${recordId}`;
    case 'project':
      return `/projects/view/${recordId}`;
    case 'quote':
      return `/quotes/editor/${recordId}`;
    case 'supplier_quote':
      return `/supplier-quotes/editor/${recordId}`;
    case 'purchase_order':
      return `/supplier-quotes/orders/${recordId}`;
    case 'order':
      return `/call-offs/${recordId}`;
    case 'call_off':
      return orderId ? callOffPath(orderId, recordId) : '/call-offs';
    default:
      return null;
  }
}
