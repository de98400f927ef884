import type { AnswerCardKind, AssistantKind } from '@/lib/api/types';

/** Every kind of record Brickmate reads, in the order the filter chips and the admin table show them. */
export const KINDS: readonly AssistantKind[] = [
  'product', 'customer', 'supplier', 'other', 'company', 'contact', 'project', 'quote', 'supplier_quote', 'purchase_order', 'call_off', 'note',
];

const LABELS: Record<AnswerCardKind, { one: string; many: string }> = {
  product: { one: 'Product', many: 'Products' },
  customer: { one: 'Customer', many: 'Customers' },
  supplier: { one: 'Supplier', many: 'Suppliers' },
  other: { one: 'Other organisation', many: 'Other organisations' },
  company: { one: 'Company', many: 'Companies' },
  contact: { one: 'Contact', many: 'Contacts' },
  project: { one: 'Project', many: 'Projects' },
  quote: { one: 'Quote', many: 'Quotes' },
  supplier_quote: { one: 'Supplier quote', many: 'Supplier quotes' },
  purchase_order: { one: 'Purchase order', many: 'Purchase orders' },
  call_off: { one: 'Call-off', many: 'Call-offs' },
  note: { one: 'Note', many: 'Notes' },
  task: { one: 'Task', many: 'Tasks' },
  order: { one: 'Order', many: 'Orders' },
  notification: { one: 'Notification', many: 'Notifications' },
};

export const kindLabel = (kind: AnswerCardKind) => LABELS[kind].one;
export const kindsLabel = (kind: AssistantKind) => LABELS[kind].many;

/** The filter chips under the panel's header: the kinds people ask about most. */
export const FILTER_KINDS: readonly AssistantKind[] = ['product', 'supplier', 'customer', 'project', 'quote', 'note'];
