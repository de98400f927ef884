/** How a line's selling unit reads after its price ("£520.00 per 1,000"). */
import type { SellingUnit } from '@/lib/api/types';

export const PRICE_UNIT_LABELS: Record<SellingUnit, string> = {
  per_1000: 'per 1,000',
  each: 'each',
  m2: 'per m²',
  tonne: 'per tonne',
  pack: 'per pack',
  pallet: 'per pallet',
};

/** "12.5" for "12.500": up to three decimals, thousands separated. */
export function formatQuantity(quantity: string | number): string {
  const value = Number(quantity);
  return Number.isFinite(value) ? value.toLocaleString('en-GB', { maximumFractionDigits: 3 }) : String(quantity);
}
