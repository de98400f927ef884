/**
 * How a product's selling unit reads after its price ("£520.00 per 1,000"). A `Record` over the generated type,
 * so a unit the API adds fails the build here until it has a label.
 */
import type { SellingUnit } from '@/lib/api/types';

export const UNIT_LABELS: Record<SellingUnit, string> = {
  per_1000: 'per 1,000',
  each: 'each',
  m2: 'per m²',
  tonne: 'per tonne',
  pack: 'per pack',
  pallet: 'per pallet',
};

/** A unit sent as a plain string: its label, or the value itself if unknown. */
export const unitLabel = (unit: string): string => (unit in UNIT_LABELS ? UNIT_LABELS[unit as SellingUnit] : unit);

/**
 * What a line's quantity counts, by the unit its price is in (one, many): a price per 1,000 is for bricks, counted
 * one by one ("48,000 bricks at £698.50 per 1,000"); a price each needs no word. As the API writes it
 * (api/catalogue/models.py QUANTITY_UNITS) on the PDF, in the assistant's answers and in the history.
 */
export const QUANTITY_UNITS: Record<SellingUnit, [one: string, many: string]> = {
  per_1000: ['brick', 'bricks'],
  each: ['', ''],
  m2: ['m²', 'm²'],
  tonne: ['tonne', 'tonnes'],
  pack: ['pack', 'packs'],
  pallet: ['pallet', 'pallets'],
};

const NUMBER = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 });

/** A quantity with what it counts: "48,000 bricks", "40.5 m²", "1 pack", "600" (each). */
export function quantityLabel(quantity: string | number, unit: string): string {
  const value = Number(quantity);
  if (!Number.isFinite(value)) return String(quantity);
  const [one, many] = unit in QUANTITY_UNITS ? QUANTITY_UNITS[unit as SellingUnit] : ['', ''];
  const word = value === 1 ? one : many;
  return word ? `${NUMBER.format(value)} ${word}` : NUMBER.format(value);
}

/** How many of what is counted a price is for: 1,000 for a price per 1,000, else 1. */
export const pricedPer = (unit: string): number => (unit === 'per_1000' ? 1000 : 1);

/**
 * The most of a unit one line plausibly holds; more is most likely a slip (a quantity typed in thousands of
 * thousands) and asks for confirmation before a save. 1,000,000 bricks is a thousand thousands.
 */
export const PLAUSIBLE_QUANTITY: Record<SellingUnit, number> = {
  per_1000: 1_000_000,
  each: 1_000_000,
  m2: 50_000,
  tonne: 5_000,
  pack: 50_000,
  pallet: 5_000,
};

/** Whether a quantity is more than one line of its unit plausibly holds. */
export function implausibleQuantity(quantity: string | number, unit: string): boolean {
  const value = Number(String(quantity).replace(/[,\s]/g, ''));
  const most = unit in PLAUSIBLE_QUANTITY ? PLAUSIBLE_QUANTITY[unit as SellingUnit] : Infinity;
  return Number.isFinite(value) && value > most;
}
