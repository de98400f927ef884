/** How the customer reads quantities, prices and dates on the quote. */
import type { PublicLineOut } from '@/lib/api/types';
import { formatMoney } from '@/lib/money';
import { UNIT_LABELS as PRICE_UNITS } from '@/lib/units';

/** "48,000 bricks", "40.5 m²", "3 packs": as every screen writes a quantity. */
export { quantityLabel } from '@/lib/units';

const NUMBER = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 });

/** "£520.00 per 1,000". */
export function unitPriceLabel(line: Pick<PublicLineOut, 'sell_price' | 'unit'>): string {
  return `${formatMoney(line.sell_price)} ${PRICE_UNITS[line.unit] ?? line.unit}`;
}

export function leadTimeLabel(days: number | null): string | null {
  if (days === null) return null;
  if (days === 0) return 'Available now';
  return `Lead time ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** "20 %" or "17.5 %" for the VAT row. */
export function percentLabel(rate: string | number): string {
  const value = Number(rate);
  return Number.isFinite(value) ? `${NUMBER.format(value)} %` : `${rate} %`;
}
