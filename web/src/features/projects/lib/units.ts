/** How a product's selling unit reads after its price ("£520.00 per 1,000"). */
import type { SellingUnit } from '@/lib/api/types';

export const UNIT_LABELS: Record<SellingUnit, string> = {
  per_1000: 'per 1,000',
  each: 'each',
  m2: 'per m²',
  tonne: 'per tonne',
  pack: 'per pack',
  pallet: 'per pallet',
};

/** The unit of a suggested product (sent as a plain string): its label, or the value itself if unknown. */
export const unitLabel = (unit: string): string => (unit in UNIT_LABELS ? UNIT_LABELS[unit as SellingUnit] : unit);
