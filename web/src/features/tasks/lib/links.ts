import type { RecordType } from '../api/types';

/** Where the task pad's screens live, and the names of the records a task links to (their screens: recordPath in @/lib/links). */
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
