/**
 * Quote arithmetic exactly as the API does it (api/quotes/totals.py), so the live totals in the quote editor and
 * on the public quote page match the saved quote to the penny: amounts are whole pence, quantities whole
 * thousandths, and every rounding is half-up (halves away from zero). Products of the two are worked in BigInt,
 * which no quantity or price can overflow. tests/golden/quote_totals.json holds the cases both suites check.
 */
import { cleanAmount, toPence } from '@/lib/money';
import { pricedPer } from '@/lib/units';

/** Whole thousandths of a quantity with at most three decimals ("12,500" → 12500000, "12.5" → 12500), or null. */
export function toMilli(text: string | null | undefined): number | null {
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(cleanAmount(text ?? ''));
  if (!match) return null;
  const milli = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return Number.isSafeInteger(milli) ? milli : null;
}

/** "12.5" for 12500 thousandths: as few decimals as the quantity needs. */
export function fromMilli(milli: number): string {
  const whole = Math.trunc(milli / 1000);
  const rest = String(milli % 1000).padStart(3, '0').replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : String(whole);
}

/** "12.500" for 12500 thousandths, as the API stores quantities. */
export function milliText(milli: number): string {
  return `${Math.trunc(milli / 1000)}.${String(milli % 1000).padStart(3, '0')}`;
}

/** Hundredths of a percentage that may be negative, with at most two decimals ("-5.5" → -550), or null. */
export function toHundredths(text: string | null | undefined): number | null {
  const match = /^(-?)(\d{1,6})(?:\.(\d{1,2}))?$/.exec((text ?? '').trim().replace(/[%\s]/g, ''));
  if (!match) return null;
  const value = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -value : value;
}

/** "17.5" for 1750 hundredths. */
export function fromHundredths(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  const rest = String(abs % 100).padStart(2, '0').replace(/0+$/, '');
  return `${sign}${Math.trunc(abs / 100)}${rest ? `.${rest}` : ''}`;
}

/** numerator ÷ denominator to the nearest whole number, halves away from zero (denominator > 0). */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const quotient = (2n * abs + denominator) / (2n * denominator);
  return negative ? -quotient : quotient;
}

/**
 * Pence of quantity × price ÷ `per` (what the price is for: 1,000 for a price per 1,000), half-up to the penny:
 * 12,500 bricks at £512.35 per 1,000 = £6,404.38.
 */
export function lineTotalPence(quantityMilli: number, pricePence: number, per = 1): number {
  return Number(divideHalfUp(BigInt(quantityMilli) * BigInt(pricePence), 1000n * BigInt(per)));
}

/** The price that leaves `margin` % of it as margin: cost ÷ (1 − m/100), half-up to the penny; null at 100 % or more. */
export function sellFromMargin(costPence: number, marginHundredths: number): number | null {
  if (marginHundredths >= 10000) return null;
  return Number(divideHalfUp(BigInt(costPence) * 10000n, BigInt(10000 - marginHundredths)));
}

/** (sell − cost) ÷ sell as a percentage to one decimal, halves away from zero; null without a positive price. */
export function marginPercent(costPence: number, sellPence: number): number | null {
  if (sellPence <= 0) return null;
  return Number(divideHalfUp(BigInt(sellPence - costPence) * 1000n, BigInt(sellPence))) / 10;
}

/** VAT on an amount at a rate in hundredths of a percent (2000 = 20 %), half-up to the penny. */
export function vatPence(amountPence: number, rateHundredths: number): number {
  return Number(divideHalfUp(BigInt(amountPence) * BigInt(rateHundredths), 10000n));
}

/** One decimal place, made once (toLocaleString with options makes a formatter on every call). */
const ONE_PLACE = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "23.1%" for 23.1, "−" for none. */
export function formatPercent(percent: number | null): string {
  if (percent === null) return '—';
  return `${ONE_PLACE.format(percent)}%`;
}

/** What the totals count of a line: its quantity and prices (unreadable ones count as 0) and whether it is chosen. */
export type PricedLine = {
  /** What is counted: bricks for a price per 1,000. */
  quantity: string;
  unit: string;
  cost: string;
  sell: string;
  optional: boolean;
  group: string;
  selected: boolean;
};

/** Delivery charges as typed: full loads, the price of each, the part-load and offloading charges. */
export type Charges = { loads: string; pricePerLoad: string; partLoad: string; offloading: string };

/** What a customer pays, in pence: goods, shipping, VAT on both, and the sum. */
export type Payable = { subtotal: number; shipping: number; vat: number; total: number };

export type Totals = Payable & {
  cost: number;
  margin: number;
  marginPercent: number | null;
};

const pence = (text: string) => toPence(text) ?? 0;

/**
 * Which lines count, as the API decides on saving: ordinary lines always; an optional line when ticked; in an
 * alternative group (names compared in capitals) the ticked line, or the group's first when none is ticked.
 */
export function chosenLines<T extends PricedLine>(lines: readonly T[]): T[] {
  const groupsWithChoice = new Set(
    lines.filter((line) => line.group.trim() && line.selected).map((line) => line.group.trim().toUpperCase()),
  );
  const firstSeen = new Set<string>();
  return lines.filter((line) => {
    const group = line.group.trim().toUpperCase();
    if (group) {
      const first = !firstSeen.has(group);
      firstSeen.add(group);
      return groupsWithChoice.has(group) ? line.selected : first;
    }
    return line.optional ? line.selected : true;
  });
}

/** Shipping: full loads at a price each, plus the part-load and offloading charges. */
export function shippingPence(charges: Charges): number {
  const loads = /^\d+$/.test(charges.loads.trim()) ? Number(charges.loads.trim()) : 0;
  return loads * pence(charges.pricePerLoad) + pence(charges.partLoad) + pence(charges.offloading);
}

/** A VAT rate such as "20", "20.00" or "17.5" in hundredths of a percent; unreadable or negative counts as 0. */
export function vatRateHundredths(rate: string | number): number {
  const hundredths = toHundredths(String(rate));
  return hundredths !== null && hundredths >= 0 ? hundredths : 0;
}

/** Goods plus shipping, with VAT once on both (api/quotes/totals.py `totals`). */
export function payable(subtotal: number, shipping: number, vatRate: string | number): Payable {
  const vat = vatPence(subtotal + shipping, vatRateHundredths(vatRate));
  return { subtotal, shipping, vat, total: subtotal + shipping + vat };
}

/** The quote's totals: selected lines only, VAT once on goods plus shipping (api/quotes/totals.py `totals`). */
/**
 * A line's sell and cost totals in pence, kept with the line and the four fields they come from: a keystroke in
 * a 300-line quote works out the edited line again, not all 300.
 */
const lineFiguresCache = new WeakMap<PricedLine, { fields: string; figures: readonly [number, number] }>();

function lineFigures(line: PricedLine): readonly [number, number] {
  const fields = `${line.quantity}\u0001${line.unit}\u0001${line.sell}\u0001${line.cost}`;
  const kept = lineFiguresCache.get(line);
  if (kept?.fields === fields) return kept.figures;
  const quantity = toMilli(line.quantity) ?? 0;
  const per = pricedPer(line.unit);
  const figures = [lineTotalPence(quantity, pence(line.sell), per), lineTotalPence(quantity, pence(line.cost), per)] as const;
  lineFiguresCache.set(line, { fields, figures });
  return figures;
}

export function quoteTotals(lines: readonly PricedLine[], charges: Charges, vatRate: string | number): Totals {
  let subtotal = 0;
  let cost = 0;
  for (const line of chosenLines(lines)) {
    const [sell, bought] = lineFigures(line);
    subtotal += sell;
    cost += bought;
  }
  const margin = subtotal - cost;
  return {
    ...payable(subtotal, shippingPence(charges), vatRate),
    cost,
    margin,
    marginPercent: subtotal > 0 ? marginPercent(cost, subtotal) : null,
  };
}
