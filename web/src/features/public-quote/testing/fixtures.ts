/**
 * Public quote answers as the API sends them, for this feature's tests. Figures are worked out by hand:
 * bricks 12.5 × £520.00 = £6,500.00; mortar (optional, not ticked) 40 × £6.35 = £254.00; lintels to choose
 * from: concrete 10 × £18.40 = £184.00 (picked) or steel 10 × £32.15 = £321.50; delivery 2 × £95.00 + £35.00
 * part load = £225.00; VAT 20 %.
 */
import type { PublicLineOut, PublicQuoteOut, QuoteCommentOut } from '@/lib/api/types';

export const UUID = '4f9c2a7e-1b3d-4c5e-8f70-112233445566';

const line = (overrides: Partial<PublicLineOut> & Pick<PublicLineOut, 'line_id' | 'description'>): PublicLineOut => ({
  position: overrides.line_id,
  code: '',
  quantity: '1.000',
  unit: 'each',
  sell_price: '0.00',
  line_total: '0.00',
  optional: false,
  alternative_group: '',
  selected: true,
  lead_time_days: null,
  ...overrides,
});

export const BRICKS = line({
  line_id: 11,
  code: 'IB-RM65',
  description: 'Ibstock Red Multi 65mm',
  quantity: '12500.000',
  unit: 'per_1000',
  sell_price: '520.00',
  line_total: '6500.00',
  lead_time_days: 5,
});
export const MORTAR = line({
  line_id: 12,
  description: 'Mortar 25kg',
  quantity: '40.000',
  sell_price: '6.35',
  line_total: '254.00',
  optional: true,
  selected: false,
});
export const CONCRETE = line({
  line_id: 13,
  description: 'Concrete lintel 1200mm',
  quantity: '10.000',
  sell_price: '18.40',
  line_total: '184.00',
  alternative_group: 'A',
});
export const STEEL = line({
  line_id: 14,
  description: 'Steel lintel 1200mm',
  quantity: '10.000',
  sell_price: '32.15',
  line_total: '321.50',
  alternative_group: 'A',
  selected: false,
});

/** Bricks and the concrete lintel: £6,684.00 + £225.00 delivery + £1,381.80 VAT. */
export const TOTALS = { subtotal: '6684.00', shipping: '225.00', vat: '1381.80', total: '8290.80' };

export function publicQuote(overrides: Partial<PublicQuoteOut> = {}): PublicQuoteOut {
  return {
    number: 'Q-000123',
    uuid: UUID,
    version: 2,
    latest_version: 2,
    status: 'sent',
    can_respond: true,
    company: { name: 'Pennine Brick Supplies', address: '1 Mill Lane, Halifax HX1 1AA', phone: '01422 000000', email: 'sales@pennine.example' },
    customer_name: 'Calder Valley Homes',
    contact_names: ['Jane Holt', 'Sam Pike'],
    project_name: 'Hebden Fields',
    delivery_address: 'Plot site, Hebden Road, Hebden Bridge HX7 6AA',
    sent_at: '2025-11-03T09:30:00Z',
    valid_until: '2025-12-03',
    vat_rate: '20.00',
    customer_notes: 'Prices held for 30 days.\nDeliveries Monday to Friday.',
    lines: [BRICKS, MORTAR, CONCRETE, STEEL],
    shipping: { loads: 2, price_per_load: '95.00', part_load_charge: '35.00', offloading_charge: '0.00' },
    plots: [],
    totals: TOTALS,
    decided_at: null,
    decided_by_name: '',
    decision_reason: '',
    po_number: '',
    pdf_url: `/api/quotes/public/${UUID}/pdf?version=2`,
    ...overrides,
  };
}

export const comment = (overrides: Partial<QuoteCommentOut> = {}): QuoteCommentOut => ({
  comment_id: 1,
  version: 2,
  isInternal: false,
  comment: 'Can you deliver on a Saturday?',
  author_name: 'Jane Holt',
  from_customer: true,
  created_at: '2025-11-04T10:00:00Z',
  edited_at: null,
  can_edit: false,
  ...overrides,
});
