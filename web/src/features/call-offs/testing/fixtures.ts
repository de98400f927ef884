/** Call-off payloads as the API sends them, for the screens' tests. */
import type { CallOffOut, CallOffRow, DaySummary, FlatOut, MonthOut, ScheduleCallOff, ScheduleList, ScheduleListItem, ScheduleOut } from '../api/types';

export const ORDER_ID = 42;

export function row(overrides: Partial<CallOffRow> = {}): CallOffRow {
  return {
    schedule_id: 7,
    number: 'CO-000007',
    status: 'booked',
    status_label: 'Booked',
    date: '2026-12-08',
    requested_date: '2026-12-08',
    booked_date: '2026-12-08',
    confirmed_date: null,
    proposed_date: null,
    window: 'am',
    order: { id: ORDER_ID, name: 'O-000042' },
    customer: { id: 3, kind: 'customer', name: 'Calder Valley Homes' },
    project: { id: 5, name: 'Otley Riverside' },
    supplier: { id: 11, name: 'Ibstock Brick' },
    haulier: null,
    purchase_order: null,
    site_address: 'Riverside Way, Otley',
    site_postcode: 'LS21 1AB',
    plots: ['12', '14'],
    vehicle: 'artic',
    load_type: 'full',
    weight_kg: '18000.0',
    pallets: 20,
    order_by_date: '2026-11-20',
    warning: null,
    ...overrides,
  };
}

/** A schedule's call-off as the API writes it: compact, its fields at their defaults left out. */
export function scheduleCallOff(overrides: Partial<ScheduleCallOff> = {}): ScheduleCallOff {
  return {
    schedule_id: 7,
    number: 'CO-000007',
    status: 'booked',
    date: '2026-12-08',
    requested_date: '2026-12-08',
    booked_date: '2026-12-08',
    window: 'am',
    supplier: { id: 11, name: 'Ibstock Brick' },
    site_address: 'Riverside Way, Otley',
    site_postcode: 'LS21 1AB',
    plots: ['12', '14'],
    weight_kg: '18000.0',
    pallets: 20,
    order_by_date: '2026-11-20',
    ...overrides,
  };
}

export function flat(items: CallOffRow[] = [row()], overrides: Partial<FlatOut> = {}): FlatOut {
  return { items, loads: [], red: [], amber: [], ...overrides };
}

/** A day of the month board: `count` call-offs of which `first` are sent as rows. */
export function daySummary(first: CallOffRow[] = [row()], overrides: Partial<DaySummary> = {}): DaySummary {
  return {
    date: first[0]?.date ?? '2026-12-08',
    call_offs: first.length,
    statuses: [{ status: 'booked', call_offs: first.length }],
    loads: [{ supplier: { id: 11, name: 'Ibstock Brick' }, call_offs: first.length, weight_kg: '18000.0', pallets: 20 }],
    first,
    ...overrides,
  };
}

export function month(days: DaySummary[] = [daySummary()], overrides: Partial<MonthOut> = {}): MonthOut {
  return { days, red: [], amber: [], warned: [], ...overrides };
}

export function callOff(overrides: Partial<CallOffOut> = {}): CallOffOut {
  return {
    ...row(),
    site_contact_id: null,
    site_contact_name: 'Jo Site',
    site_contact_phone: '07700 900000',
    access_notes: 'Gate on Mill Lane',
    offload_method: 'crane',
    capacity_kg: '44000.0',
    capacity_pallets: 22,
    over_capacity: false,
    pallets_delivered: null,
    delivered_at: null,
    received_by: '',
    failure_reason: '',
    failure_charge: null,
    override_reason: '',
    proposal_notes: '',
    notes: '',
    items: [
      {
        item_id: 70,
        plot_id: 120,
        plot_number: '12',
        line_id: 500,
        code: 'IB-RM65',
        description: 'Ibstock Red Multi 65mm',
        unit: 'per_1000',
        quantity: '8000.000',
        delivered_quantity: '0.000',
        packs: '16',
        pallets: '16',
      },
      {
        item_id: 71,
        plot_id: 140,
        plot_number: '14',
        line_id: 500,
        code: 'IB-RM65',
        description: 'Ibstock Red Multi 65mm',
        unit: 'per_1000',
        quantity: '2000.000',
        delivered_quantity: '0.000',
        packs: '4',
        pallets: '4',
      },
    ],
    events: [
      { from_status: null, to_status: 'requested', by: 'Ada Lovelace', user_id: 1, client_address: '', note: '', at: '2026-11-26T09:00:00Z' },
      { from_status: 'requested', to_status: 'booked', by: 'Ada Lovelace', user_id: 1, client_address: '', note: '', at: '2026-11-26T09:05:00Z' },
    ],
    proofs: [],
    links: [],
    next_statuses: ['confirmed', 'rescheduled', 'cancelled'],
    created_by: { id: 1, name: 'Ada Lovelace' },
    created_at: '2026-11-26T09:00:00Z',
    updated_at: '2026-11-26T09:05:00Z',
    version: 3,
    ...overrides,
  } as CallOffOut;
}

const balance = (ordered: number, calledOff: number, delivered: number) => ({
  ordered: ordered.toFixed(3),
  called_off: calledOff.toFixed(3),
  delivered: delivered.toFixed(3),
  remaining: (ordered - calledOff).toFixed(3),
});

export function schedule(overrides: Partial<ScheduleOut> = {}): ScheduleOut {
  return {
    ...balance(30000, 10000, 0),
    order_id: ORDER_ID,
    number: 'O-000042',
    status: 'open',
    customer: { id: 3, kind: 'customer', name: 'Calder Valley Homes' },
    project: { id: 5, name: 'Otley Riverside' },
    account_manager: { id: 1, name: 'Ada Lovelace' },
    site: 'Riverside Way, Otley, LS21 1AB',
    lines: [
      {
        ...balance(30000, 10000, 0),
        line_id: 500,
        position: 1,
        product_id: 9,
        code: 'IB-RM65',
        description: 'Ibstock Red Multi 65mm',
        unit: 'per_1000',
        units_per_pack: 500,
        units_per_pallet: 500,
        weight_kg: '2.2',
        lead_time_days: 21,
        packs: '60',
        pallet_count: '60',
      },
    ],
    // Compact cells, one per line in the lines' order, their figures at zero left out (as the API writes them).
    plots: [
      { ...balance(10000, 8000, 0), plot_id: 120, plot_number: '12', house_type: 'Aspen', phase: '1', cells: [{ ordered: '10000.000', called_off: '8000.000', remaining: '2000.000' }] },
      { ...balance(10000, 2000, 0), plot_id: 140, plot_number: '14', house_type: 'Birch', phase: '1', cells: [{ ordered: '10000.000', called_off: '2000.000', remaining: '8000.000' }] },
      { ...balance(10000, 0, 0), plot_id: 150, plot_number: '15', house_type: 'Birch', phase: '2', cells: [{ ordered: '10000.000', remaining: '10000.000' }] },
    ],
    call_offs: [scheduleCallOff()],
    links: [],
    ...overrides,
  } as ScheduleOut;
}

export function listItem(overrides: Partial<ScheduleListItem> = {}): ScheduleListItem {
  return {
    ...balance(30000, 10000, 0),
    order_id: ORDER_ID,
    number: 'O-000042',
    status: 'open',
    customer: { id: 3, kind: 'customer', name: 'Calder Valley Homes' },
    project: { id: 5, name: 'Otley Riverside' },
    account_manager: null,
    site: 'Riverside Way, Otley',
    plots: 3,
    call_offs_open: 1,
    percent_called_off: 33.3,
    percent_delivered: 0,
    next_delivery: { schedule_id: 7, number: 'CO-000007', date: '2026-12-08', status: 'booked' },
    warning: null,
    ...overrides,
  } as ScheduleListItem;
}

export const page = (items: ScheduleListItem[]): ScheduleList => ({ items, total: items.length, page: 1, items_per_page: 25 });
