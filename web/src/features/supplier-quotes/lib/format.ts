/** Display formatting the Buying screens share. */
import { unitLabel } from '@/lib/units';

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
