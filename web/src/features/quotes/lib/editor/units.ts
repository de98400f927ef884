/** How selling units read in the quote editor. A `Record` over the generated type: a new unit fails the build here. */
import type { SellingUnit } from '@/lib/api/types';

/** The unit column's choices ("per 1,000" reads after a price, "1,000s" after a quantity). */
export const UNIT_NAMES: Record<SellingUnit, string> = {
  per_1000: 'per 1,000',
  each: 'each',
  m2: 'm²',
  tonne: 'tonne',
  pack: 'pack',
  pallet: 'pallet',
};

export const SELLING_UNITS = Object.keys(UNIT_NAMES) as SellingUnit[];

export const isSellingUnit = (value: string | null | undefined): value is SellingUnit =>
  !!value && Object.hasOwn(UNIT_NAMES, value);
