/** Display formatting the Buying screens share. */
import { unitLabel } from '@/lib/units';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** "21 Nov 2025" for the calendar day "2025-11-21" (read as a local day, never shifted by time zones). */
export function formatDay(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  return DAY.format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** "12,000" for "12000.000": quantities without trailing zeros. */
export function formatQuantity(quantity: string): string {
  const n = Number(quantity);
  return Number.isFinite(n) ? n.toLocaleString('en-GB', { maximumFractionDigits: 3 }) : quantity;
}

/** "5 working days", "3 weeks". */
export function formatLeadTime(leadTime: number | null, unit: string): string | null {
  if (leadTime === null) return null;
  const word = unit === 'weeks' ? 'week' : 'working day';
  return `${leadTime} ${word}${leadTime === 1 ? '' : 's'}`;
}

/** "per 1,000", "each": the basis of a price. */
export const basisLabel = (unit: string) => unitLabel(unit);
