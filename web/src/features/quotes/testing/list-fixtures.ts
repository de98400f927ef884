/** Answers of the quote and order list calls, for the /quotes screen's tests. */
import type { OrderListItem, OrderOut, QuoteListItem, QuoteStatsOut } from '@/lib/api/types';

const AT = '2026-03-02T10:00:00Z';

export const quoteItem = (id: number, overrides: Partial<QuoteListItem> = {}): QuoteListItem => ({
  quote_id: id,
  number: `Q-${String(id).padStart(6, '0')}`,
  uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  status: 'sent',
  current_version: 1,
  sent_version: 1,
  customer: { id: 5, name: 'Calder Valley Homes', kind: 'customer' },
  project: { id: 7, name: 'Elland Road' },
  account_manager: { id: 1, name: 'Ada Lovelace' },
  total: '12500.00',
  margin_percent: 22.5,
  valid_until: '2026-04-01',
  sent_at: AT,
  created_at: AT,
  updated_at: AT,
  discontinued_lines: 0,
  cost_flags: 0,
  ...overrides,
});

export const orderItem = (id: number, overrides: Partial<OrderListItem> = {}): OrderListItem => ({
  order_id: id,
  number: `SO-${String(id).padStart(6, '0')}`,
  status: 'open',
  quote: { id: 3, name: 'Q-000003' },
  customer: { id: 5, name: 'Calder Valley Homes', kind: 'customer' },
  project: { id: 7, name: 'Elland Road' },
  po_number: 'PO-778',
  total: '6000.00',
  created_at: AT,
  ...overrides,
});

export const order = (id: number, overrides: Partial<OrderOut> = {}): OrderOut => ({
  ...orderItem(id),
  quote_version: 2,
  delivery_address: { id: 11, name: 'Site compound, Elland Road, Leeds LS11 0ES' },
  account_manager: { id: 1, name: 'Ada Lovelace' },
  notes: '',
  vat_rate: '20.00',
  subtotal: '4800.00',
  shipping: '200.00',
  vat: '1000.00',
  total: '6000.00',
  cost_total: '3600.00',
  margin_percent: 25,
  lines: [
    {
      line_id: 1,
      position: 1,
      product_id: 4,
      code: 'IBS-RED',
      description: 'Ibstock Red Multi 65mm',
      quantity: '8000.000',
      unit: 'per_1000',
      cost_price: '450.00',
      sell_price: '600.00',
      line_total: '4800.00',
      lead_time_days: 10,
    },
  ],
  plots: [
    { plot_id: 1, plot_number: '12', house_type: 'Aldgate', phase: '', quantities: [{ line_id: 1, quantity: '5000.000' }] },
    { plot_id: 2, plot_number: '13', house_type: 'Bowfell', phase: '', quantities: [{ line_id: 1, quantity: '3000.000' }] },
  ],
  created_by: { id: 1, name: 'Ada Lovelace' },
  updated_at: AT,
  version: 1,
  ...overrides,
});

export const listPage = <T>(items: T[], total = items.length, page = 1) => ({
  body: { items, total, page, items_per_page: 25 },
});

/** April 2025 to March 2026, oldest first. */
const month = (index: number) => {
  const date = new Date(2025, 3 + index, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
};

export const quoteStats = (overrides: Partial<QuoteStatsOut> = {}): QuoteStatsOut => ({
  by_status: [
    { status: 'draft', count: 2, value: '3000.00' },
    { status: 'sent', count: 4, value: '40000.00' },
    { status: 'accepted', count: 3, value: '24000.00' },
    { status: 'rejected', count: 1, value: '5000.00' },
    { status: 'expired', count: 0, value: '0.00' },
    { status: 'converted', count: 1, value: '6000.00' },
    { status: 'withdrawn', count: 0, value: '0.00' },
  ],
  by_month: Array.from({ length: 12 }, (_, index) => ({
    month: month(index),
    count: index === 11 ? 5 : 0,
    value: index === 11 ? '20000.00' : '0.00',
    accepted: index === 11 ? 2 : 0,
    accepted_value: index === 11 ? '8000.00' : '0.00',
  })),
  win_rate: 80,
  average_margin_percent: 23.4,
  total: 11,
  open_value: '40000.00',
  ...overrides,
});
