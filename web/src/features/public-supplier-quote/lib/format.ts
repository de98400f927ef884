/** How the supplier's page writes money, units, dates and the request's words. */
import { fromPence, formatMoney } from '@/lib/money';
import { unitLabel } from '@/lib/units';
import type { HaulageBasis, LeadTimeUnit, LoadPreference, OffloadMethod } from '../api/types';

export { quantityLabel } from '@/lib/units';

/** "£1,234.50" for 123450 pence. */
export const money = (pence: number): string => formatMoney(fromPence(pence));

/** "per 1,000", "each", "per m²": the basis a line's price is on. */
export const basisLabel = unitLabel;

export const OFFLOAD_LABELS: Record<OffloadMethod, string> = {
  crane: 'Crane offload',
  moffett: 'Moffett (truck-mounted forklift)',
  tail_lift: 'Tail-lift',
  kerbside: 'Kerbside (tipped or hand-balled)',
};

export const LOAD_LABELS: Record<LoadPreference, string> = {
  full: 'Full loads',
  part: 'Part loads',
  either: 'Full or part loads',
};

export const HAULAGE_LABELS: Record<HaulageBasis, string> = {
  included: 'Included in the prices',
  per_load: 'Per load',
  per_delivery: 'Per delivery',
};

export const LEAD_UNIT_LABELS: Record<LeadTimeUnit, string> = { working_days: 'working days', weeks: 'weeks' };
