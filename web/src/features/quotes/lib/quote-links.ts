import type { Kind } from '@/lib/api/types';

/** Where the quote screens live. */
export const QUOTES_PATH = '/quotes';

/** The quote editor: one quote by id, or `new` for a new one. */
export const quoteEditorPath = (quoteId: number | 'new') => `/quotes/editor/${quoteId}`;

/** The Orders tab of the list. */
export const ORDERS_PATH = '/quotes?tab=orders';

const RECORD_SCREENS: Record<Kind, string> = { customer: '/customer', company: '/company', supplier: '/supplier', other: '/other' };

/** The CRM screen of a quote's party: a customer's, or a company's (a prospect's). */
export const customerLink = ({ id, kind }: { id: number; kind: Kind }) => `${RECORD_SCREENS[kind]}?id=${id}`;
export const projectLink = (projectId: number) => `/projects/view/${projectId}`;
/** An order's call-off schedule (Delivering). */
export const scheduleLink = (orderId: number) => `/call-offs/${orderId}`;
/** A purchase order (Buying) that supplies an order. */
export const purchaseOrderLink = (purchaseOrderId: number) => `/supplier-quotes/orders/${purchaseOrderId}`;

/** "12.5%" for a margin, "—" when there is none (nothing costed or nothing sold). */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${value.toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`;
}
