/** How the customer reads quantities, prices and dates on the quote. */
import type { PublicLineOut, SellingUnit } from '@/lib/api/types';
import { formatMoney } from '@/lib/money';
import { UNIT_LABELS as PRICE_UNITS } from '@/lib/units';


/** After a quantity: "12,500" bricks for 12.5 per 1,000, "40.5 m²", "3 packs". */
const QUANTITY_UNITS: Record<SellingUnit, [one: string, many: string]> = {
  per_1000: ['', ''],
  each: ['', ''],
  m2: ['m²', 'm²'],
  tonne: ['tonne', 'tonnes'],
  pack: ['pack', 'packs'],
  pallet: ['pallet', 'pallets'],
};

const NUMBER = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 });

/** "12.500" per 1,000 → "12,500"; "40.500" m² → "40.5 m²"; "1.000" pack → "1 pack". */
export function quantityLabel(quantity: string, unit: SellingUnit): string {
  const value = Number(quantity);
  if (!Number.isFinite(value)) return quantity;
  const shown = unit === 'per_1000' ? Math.round(value * 1000) : value;
  const [one, many] = QUANTITY_UNITS[unit] ?? ['', ''];
  const suffix = shown === 1 ? one : many;
  return suffix ? `${NUMBER.format(shown)} ${suffix}` : NUMBER.format(shown);
}

/** "£520.00 per 1,000". */
export function unitPriceLabel(line: Pick<PublicLineOut, 'sell_price' | 'unit'>): string {
  return `${formatMoney(line.sell_price)} ${PRICE_UNITS[line.unit] ?? line.unit}`;
}

export function leadTimeLabel(days: number | null): string | null {
  if (days === null) return null;
  if (days === 0) return 'Available now';
  return `Lead time ${days} ${days === 1 ? 'day' : 'days'}`;
}

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** "21 November 2025" for a YYYY-MM-DD day (read as a calendar day) or a timestamp; "" when empty. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : DAY.format(date);
}

/** "20 %" or "17.5 %" for the VAT row. */
export function percentLabel(rate: string | number): string {
  const value = Number(rate);
  return Number.isFinite(value) ? `${NUMBER.format(value)} %` : `${rate} %`;
}
