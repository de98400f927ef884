/** Project answers as the API sends them, for this feature's tests. */
import type {
  BoardColumnOut,
  BoardOut,
  CustomerOut,
  ProductOut,
  ProjectDetailOut,
  ProjectOut,
  ProjectStatsOut,
  Stage,
} from '@/lib/api/types';
import { STAGES } from '../lib/stages';

const AT = '2025-11-20T12:00:00Z';

export const project = (id: number, overrides: Partial<ProjectOut> = {}): ProjectOut => ({
  project_id: id,
  name: `Project ${id}`,
  reference: `P-${id}`,
  glenigan_id: '',
  stage: 'lead',
  position: id * 1024,
  customer_id: 5,
  customer_name: 'Calder Valley Homes',
  customer_kind: 'customer',
  site_address_id: null,
  number_of_plots: 10,
  estimated_value: '100000.00',
  start_date: '2026-03-02',
  end_date: null,
  description: '',
  account_manager_id: null,
  account_manager_name: null,
  created_at: AT,
  updated_at: AT,
  version: 1,
  ...overrides,
});

export const detail = (id: number, overrides: Partial<ProjectDetailOut> = {}): ProjectDetailOut => ({
  ...project(id),
  site_address: null,
  architects: [],
  suppliers: [],
  suggested_products: [],
  created_by_name: 'Ada Lovelace',
  ...overrides,
});

const sumPence = (items: ProjectOut[]) =>
  items.reduce((sum, item) => sum + Math.round(Number(item.estimated_value ?? '0') * 100), 0);

/** A board whose columns hold the given projects (in order), with counts and sums worked out from them. */
export function board(byStage: Partial<Record<Stage, ProjectOut[]>>): BoardOut {
  const columns: BoardColumnOut[] = STAGES.map((stage) => {
    const items = (byStage[stage] ?? []).map((item) => ({ ...item, stage }));
    const pence = sumPence(items);
    return {
      stage,
      total: items.length,
      estimated_value: `${Math.trunc(pence / 100)}.${String(pence % 100).padStart(2, '0')}`,
      items,
    };
  });
  return { columns };
}

export const stats = (overrides: Partial<ProjectStatsOut> = {}): ProjectStatsOut => ({
  suppliers: 0,
  architects: 0,
  suggested_products: 0,
  notes: 0,
  files: 0,
  last_activity_at: AT,
  last_activity_summary: 'Project created',
  quotes: { quotes: 0, open_quotes: 0, open_value: '0.00', accepted_value: '0.00', orders: 0, win_rate: null },
  ...overrides,
});

export const customer = (id: number, overrides: Partial<CustomerOut> = {}): CustomerOut => ({
  id,
  customer_id: id,
  kind: 'customer',
  name: 'Calder Valley Homes',
  account_number: 'CVH001',
  category: 'Housebuilder',
  email: '',
  phone: '',
  website: '',
  vat_number: '',
  description: '',
  town: 'Hebden Bridge',
  postcode: 'HX7 8AA',
  account_manager_id: null,
  account_manager_name: null,
  archived: false,
  archived_at: null,
  version: 1,
  created_at: AT,
  updated_at: AT,
  ...overrides,
});

export const page = <T>(items: T[], total = items.length, pageNumber = 1, size = 25) => ({
  body: { items, total, page: pageNumber, items_per_page: size },
});

export const catalogueProduct = (id: number, overrides: Partial<ProductOut> = {}): ProductOut => ({
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
