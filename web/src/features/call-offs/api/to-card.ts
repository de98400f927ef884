import type { BoardCard, MonthDay } from '../lib/board';
import { plural } from '../lib/board';
import type { CallOffRow, DaySummary } from './types';

/** Statuses a card may still be dragged from (a load on its way or done stays where it went). */
const MOVABLE = new Set(['requested', 'booked', 'confirmed', 'rescheduled', 'failed']);

/** "Plots 12, 14, 15" (the first eight, then how many more). */
export function plotsLabel(plots: readonly string[]): string {
  if (plots.length === 0) return '';
  const shown = plots.slice(0, 8).join(', ');
  const more = plots.length > 8 ? ` +${plots.length - 8}` : '';
  return `${plots.length === 1 ? 'Plot' : 'Plots'} ${shown}${more}`;
}

/** A board row as the board draws it. */
export function toCard(row: CallOffRow): BoardCard {
  const weight = row.weight_kg === null ? null : Number(row.weight_kg);
  return {
    scheduleId: row.schedule_id,
    number: row.number,
    day: row.date,
    dayKind: row.confirmed_date ? 'confirmed' : row.booked_date ? 'booked' : 'requested',
    status: row.status,
    window: row.window,
    orderId: row.order.id,
    orderNumber: row.order.name,
    customer: row.customer.name,
    site: [row.site_address, row.site_postcode].filter(Boolean).join(', '),
    works: row.supplier?.name ?? '',
    haulier: row.haulier?.name ?? '',
    plots: plotsLabel(row.plots),
    summary: [
      row.pallets !== null ? plural(row.pallets, 'pallet') : '',
      weight !== null && weight > 0 ? `${(weight / 1000).toLocaleString('en-GB', { maximumFractionDigits: 1 })} t` : '',
    ]
      .filter(Boolean)
      .join(' · '),
    pallets: row.pallets,
    weightKg: weight,
    vehicle: row.vehicle,
    offload: '',
    contact: '',
    movable: MOVABLE.has(row.status),
    version: 0,
  };
}

/** The month's days by date, as the month board draws them. */
export function toMonthDays(days: readonly DaySummary[]): Map<string, MonthDay> {
  return new Map(
    days.map((summary) => [
      summary.date,
      {
        day: summary.date,
        count: summary.call_offs,
        statuses: summary.statuses.map((entry) => ({ status: entry.status, count: entry.call_offs })),
        pallets: summary.loads.reduce((total, load) => total + load.pallets, 0),
        cards: summary.first.map(toCard),
      },
    ]),
  );
}
