import type { PublicSupplierQuoteOut, SupplierLineOut } from '../api/types';

export const UUID = '7c1e9a52-3f7d-4a8e-9b1c-2d5e6f708192';

export function supplierLine(overrides: Partial<SupplierLineOut> = {}): SupplierLineOut {
  return {
    line_id: 41,
    position: 1,
    product_id: 7,
    code: 'IB-RM65',
    description: 'Ibstock Red Multi 65mm',
    quantity: '10000.000',
    unit: 'per_1000',
    price: null,
    line_total: null,
    landed_unit_price: null,
    charge_share: '0.00',
    below_minimum: false,
    lead_time: null,
    lead_time_unit: 'working_days',
    earliest_date: null,
    works: '',
    cannot_quote: false,
    cannot_quote_reason: '',
    alternative_product_id: null,
    alternative_description: '',
    alternative_price: null,
    min_order_quantity: null,
    full_load_quantity: null,
    pack_size: null,
    pallet_size: null,
    supplier_notes: '',
    ...overrides,
  };
}

export const BRICKS = supplierLine();
export const LINTELS = supplierLine({
  line_id: 42,
  position: 2,
  product_id: 9,
  code: 'CL-1200',
  description: 'Concrete lintel 1200mm',
  quantity: '20.000',
  unit: 'each',
});

export function supplierQuote(overrides: Partial<PublicSupplierQuoteOut> = {}): PublicSupplierQuoteOut {
  return {
    number: 'SQ-000123',
    uuid: UUID,
    version: 1,
    latest_version: 1,
    versions: [1],
    status: 'requested',
    can_edit: true,
    closed_reason: '',
    buyer: { name: 'Pennine Brick Supplies', address: '1 Mill Lane, Halifax HX1 1AA', phone: '01422 000000', email: 'buying@pennine.example' },
    supplier_name: 'Ibstock Brick',
    site_address: 'Plot 4, Hebden Road, Hebden Bridge',
    site_postcode: 'HX7 8AD',
    required_on_site: '2026-12-14',
    response_deadline: '2026-12-01',
    offload_method: 'crane',
    load_preference: 'full',
    notes: 'Please quote delivered to site.',
    sent_at: '2026-11-20T09:00:00Z',
    valid_until: null,
    supplier_notes: '',
    submitted_at: null,
    submitted_by: '',
    charges: {
      haulage_basis: 'included',
      haulage_amount: '0.00',
      loads: 0,
      part_load_surcharge: '0.00',
      offload_charge: '0.00',
      pallets: 0,
      pallet_charge: '0.00',
      pallet_refund: '0.00',
    },
    totals: {
      goods: '0.00',
      haulage: '0.00',
      part_load: '0.00',
      offload: '0.00',
      pallets: '0.00',
      charges: '0.00',
      total: '0.00',
      pallet_refund: '0.00',
      priced_lines: 0,
      unpriced_lines: 2,
      cannot_quote_lines: 0,
    },
    lines: [BRICKS, LINTELS],
    files: [],
    ...overrides,
  };
}
