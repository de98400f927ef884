/**
 * The live totals while the supplier types, in whole pence, exactly as the server works them out
 * (api/buying/totals.py): a line's total is quantity × price on its basis (÷ 1,000 per 1,000), half-up to the
 * penny; can't-quote and unpriced lines add nothing; an alternative is shown, never added. Charges: haulage
 * amount × loads (per load or per delivery; nothing when included), part-load surcharge, offload charge,
 * pallets × pallet charge; the pallet refund is shown, never deducted. The charges are shared between the priced
 * lines in proportion to their totals (rounded down to the penny, the pennies left to the largest lines first),
 * and each line's landed price is its price plus its share spread over its quantity, on its own basis.
 */
import type { ChargesDraft, LineDraft } from './draft';
import { penceOf } from './draft';

/** Quantities to the thousandth, as whole thousandths ("12500.5" → 12500500). */
export function thousandths(quantity: string): number {
  const match = /^(\d+)(?:\.(\d{1,3}))?/.exec(quantity.trim());
  if (!match) return 0;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

const per = (unit: string) => (unit === 'per_1000' ? 1000 : 1);

/** Half-up division of non-negative integers. */
function divideHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

export type AskedLine = { quantity: string; unit: string };

/** A line's total in pence, or null when it carries no price. */
export function linePence(asked: AskedLine, draft: Pick<LineDraft, 'price' | 'cannot_quote'>): number | null {
  if (draft.cannot_quote) return null;
  const price = penceOf(draft.price);
  if (price === null || price === undefined) return null;
  return divideHalfUp(BigInt(thousandths(asked.quantity)) * BigInt(price), BigInt(1000 * per(asked.unit)));
}

export type ChargeFigures = {
  haulage: number;
  partLoad: number;
  offload: number;
  pallets: number;
  total: number;
  palletRefund: number;
};

const pence = (value: string) => penceOf(value) ?? 0;
const whole = (value: string) => (/^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : 0);

export function chargeFigures(charges: ChargesDraft): ChargeFigures {
  const hauled = charges.haulage_basis !== 'included';
  const haulage = hauled ? pence(charges.haulage_amount) * whole(charges.loads) : 0;
  const partLoad = pence(charges.part_load_surcharge);
  const offload = pence(charges.offload_charge);
  const pallets = pence(charges.pallet_charge) * whole(charges.pallets);
  return {
    haulage,
    partLoad,
    offload,
    pallets,
    total: haulage + partLoad + offload + pallets,
    palletRefund: pence(charges.pallet_refund) * whole(charges.pallets),
  };
}

/** `charges` split over the priced lines in proportion to their totals (see the module's comment). */
export function shares(values: (number | null)[], charges: number): number[] {
  const result = values.map(() => 0);
  const priced = values.flatMap((value, i) => (value === null ? [] : [i]));
  if (priced.length === 0 || charges === 0) return result;
  const goods = priced.reduce((sum, i) => sum + (values[i] ?? 0), 0);
  const weight = (i: number) => (goods > 0 ? (values[i] ?? 0) : 1);
  const total = BigInt(goods > 0 ? goods : priced.length);
  let left = charges;
  for (const i of priced) {
    result[i] = Number((BigInt(charges) * BigInt(weight(i))) / total);
    left -= result[i];
  }
  const order = [...priced].sort((a, b) => weight(b) - weight(a) || a - b);
  for (const i of order) {
    if (left <= 0) break;
    result[i] += 1;
    left -= 1;
  }
  return result;
}

/** Price plus share spread over the quantity, on the price's basis, half-up to the penny. */
export function landedPence(price: number, asked: AskedLine, share: number): number {
  const quantity = thousandths(asked.quantity);
  if (quantity <= 0) return price;
  return divideHalfUp(BigInt(price) * BigInt(quantity) + BigInt(share) * BigInt(per(asked.unit) * 1000), BigInt(quantity));
}

export type Figures = {
  goods: number;
  charges: ChargeFigures;
  total: number;
  /** Per line, in the lines' order: its total and landed price per unit (null when not priced). */
  lines: { total: number | null; landed: number | null }[];
  priced: number;
  unpriced: number;
  cannotQuote: number;
};

export function figures(asked: readonly AskedLine[], drafts: readonly LineDraft[], charges: ChargesDraft): Figures {
  const values = asked.map((line, i) => linePence(line, drafts[i]));
  const charged = chargeFigures(charges);
  const split = shares(values, charged.total);
  const goods = values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  return {
    goods,
    charges: charged,
    total: goods + charged.total,
    lines: values.map((value, i) => ({
      total: value,
      landed: value === null ? null : landedPence(penceOf(drafts[i].price) ?? 0, asked[i], split[i]),
    })),
    priced: values.filter((value) => value !== null).length,
    unpriced: drafts.filter((draft, i) => !draft.cannot_quote && values[i] === null).length,
    cannotQuote: drafts.filter((draft) => draft.cannot_quote).length,
  };
}
