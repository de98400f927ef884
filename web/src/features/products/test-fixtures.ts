/** Answers of the product calls as the API sends them, for this feature's tests. */
import type {
  PriceChangeOut,
  ProductDetailOut,
  ProductImportPreview,
  ProductImportReport,
  ProductImportRow,
  ProductOut,
  ProductRef,
  SupplierOut,
} from '@/lib/api/types';

const AT = '2025-11-20T12:00:00Z';

export const product = (id: number, overrides: Partial<ProductOut> = {}): ProductOut => ({
  product_id: id,
  code: `IB-${id}`,
  name: `Tradesman Red ${id}`,
  supplier_id: 8,
  supplier_name: 'Ibstock Brick',
  manufacturer_ref: '',
  category: 'facing_brick',
  colour: 'Red',
  texture: 'Rustic',
  length_mm: 215,
  width_mm: 102,
  height_mm: 65,
  selling_unit: 'per_1000',
  units_per_pack: 400,
  units_per_pallet: null,
  weight_kg: '2.650',
  cost_price: '400.00',
  list_price: '520.00',
  margin_percent: 23.1,
  price_valid_until: null,
  lead_time_days: 14,
  status: 'active',
  description: '',
  specification: '',
  created_at: AT,
  updated_at: AT,
  version: 3,
  ...overrides,
});

export const ref = (id: number, overrides: Partial<ProductRef> = {}): ProductRef => ({
  product_id: id,
  code: `FT-${id}`,
  name: `Forterra Red ${id}`,
  supplier_name: 'Forterra',
  list_price: '498.00',
  selling_unit: 'per_1000',
  status: 'active',
  ...overrides,
});

export const priceChange = (overrides: Partial<PriceChangeOut> = {}): PriceChangeOut => ({
  changed_at: AT,
  changed_by_name: 'Ada Lovelace',
  source: 'create',
  old_cost_price: null,
  new_cost_price: '400.00',
  old_list_price: null,
  new_list_price: '520.00',
  ...overrides,
});

export const detail = (overrides: Partial<ProductDetailOut> = {}): ProductDetailOut => ({
  ...product(5),
  equivalents: [],
  price_history: [priceChange()],
  created_by_name: 'Ada Lovelace',
  ...overrides,
});

export const productPage = (items: ProductOut[], total = items.length, page = 1, itemsPerPage = 25, exact = true) => ({
  body: { items, total, page, items_per_page: itemsPerPage, total_exact: exact },
});

export const supplier = (id: number, name: string): SupplierOut => ({
  id,
  supplier_id: id,
  kind: 'supplier',
  name,
  account_number: '',
  category: '',
  email: '',
  phone: '',
  website: '',
  vat_number: '',
  description: '',
  town: 'Leeds',
  postcode: 'LS11 5RT',
  account_manager_id: null,
  account_manager_name: null,
  archived: false,
  archived_at: null,
  version: 1,
  created_at: AT,
  updated_at: AT,
});

export const supplierPage = (items: SupplierOut[]) => ({
  body: { items, total: items.length, page: 1, items_per_page: 10 },
});

const FIELDS: ProductImportPreview['fields'] = [
  { name: 'code', label: 'Code', required: true },
  { name: 'name', label: 'Name', required: true },
  { name: 'supplier', label: 'Supplier', required: false },
  { name: 'supplier_id', label: 'Supplier ID', required: false },
  { name: 'colour', label: 'Colour', required: false },
  { name: 'selling_unit', label: 'Selling unit', required: true },
  { name: 'cost_price', label: 'Cost price', required: true },
  { name: 'list_price', label: 'List price', required: true },
];

/** A price list of `n` rows (row 2 on); the third row has a bad cost price. */
export function pricePreview(n = 4): ProductImportPreview {
  const rows = Array.from({ length: n }, (_, i) => [
    `KW-${i + 1}`,
    `Kilnworth Red ${i + 1}`,
    i === 1 ? '' : 'Red',
    'per 1,000',
    i === 2 ? '12.345' : '400.00',
    '520.00',
  ]);
  return {
    columns: ['SKU', 'Description', 'Colour', 'Unit', 'Net', 'Sell'],
    rows,
    row_numbers: rows.map((_, i) => i + 2),
    fields: FIELDS,
    suggested_mapping: { SKU: 'code', Description: 'name', Colour: 'colour', Unit: 'selling_unit', Net: 'cost_price', Sell: 'list_price' },
  };
}

/** What the import answers for rows: row 4 rejected (the bad cost price), the others created. */
export function importReport(rows: { row: number; code?: unknown }[], dryRun: boolean): ProductImportReport {
  const outcomes: ProductImportRow[] = rows.map(({ row, code }) =>
    row === 4
      ? { row, action: 'reject', key: `Ibstock Brick ${String(code)}`, product_id: null, errors: [{ field: 'cost_price', message: 'Enter at most 2 decimal places' }] }
      : { row, action: 'create', key: `Ibstock Brick ${String(code)}`, product_id: dryRun ? null : row * 10, errors: [] },
  );
  const rejected = outcomes.filter((row) => row.action === 'reject').length;
  return {
    dry_run: dryRun,
    total: rows.length,
    created: rows.length - rejected,
    updated: 0,
    unchanged: 0,
    rejected,
    rows: [...outcomes.filter((r) => r.action === 'reject'), ...outcomes.filter((r) => r.action !== 'reject')],
  };
}
