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
