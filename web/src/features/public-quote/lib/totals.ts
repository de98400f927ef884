/**
 * The quote's totals worked out in the browser while a tick is on its way to the server, exactly as the API
 * works them out (api/quotes/totals.py): selected lines only; shipping = loads × price per load + part-load
 * + offloading; VAT at the quote's rate on goods and shipping, halves rounded up to the penny.
 */
import type { PublicLineOut, PublicQuoteOut, QuoteShippingOut, QuoteTotalsOut } from '@/lib/api/types';
import { fromPence, toPence } from '@/lib/money';

const pence = (amount: string): bigint => BigInt(toPence(amount) ?? 0);

/** A rate such as "20", "20.0" or "17.50" in hundredths of a percent (2000, 2000, 1750). */
export function rateHundredths(rate: string | number): bigint {
  const match = /^(\d+)(?:\.(\d{1,2})\d*)?$/.exec(String(rate).trim());
  if (!match) return 0n;
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** `numerator / denominator` rounded to the nearest whole number, halves up (both positive). */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

const money = (value: bigint): string => fromPence(Number(value));

export function shippingPence(shipping: QuoteShippingOut): bigint {
  return (
    BigInt(shipping.loads) * pence(shipping.price_per_load) +
    pence(shipping.part_load_charge) +
    pence(shipping.offloading_charge)
  );
}

export function computeTotals(
  lines: readonly Pick<PublicLineOut, 'line_total' | 'selected'>[],
  shipping: QuoteShippingOut,
  vatRate: string | number,
): QuoteTotalsOut {
  const subtotal = lines.filter((line) => line.selected).reduce((sum, line) => sum + pence(line.line_total), 0n);
  const delivery = shippingPence(shipping);
  const vat = divideHalfUp((subtotal + delivery) * rateHundredths(vatRate), 10_000n);
  return {
    subtotal: money(subtotal),
    shipping: money(delivery),
    vat: money(vat),
    total: money(subtotal + delivery + vat),
  };
}

/** The quote as it will be once the customer's tick is applied: lines and totals. */
export function withSelection(quote: PublicQuoteOut, lineId: number, selected: boolean): PublicQuoteOut {
  const lines = applySelection(quote.lines, lineId, selected);
  return { ...quote, lines, totals: computeTotals(lines, quote.shipping, quote.vat_rate) };
}

/**
 * Tick or untick an optional line; picking a line of an alternative group deselects the rest of its group
 * (a group always keeps exactly one line, so unpicking is ignored).
 */
export function applySelection<L extends Pick<PublicLineOut, 'line_id' | 'alternative_group' | 'selected'>>(
  lines: readonly L[],
  lineId: number,
  selected: boolean,
): L[] {
  const target = lines.find((line) => line.line_id === lineId);
  if (!target) return [...lines];
  const group = target.alternative_group;
  if (group) {
    if (!selected) return [...lines];
    return lines.map((line) => (line.alternative_group === group ? { ...line, selected: line.line_id === lineId } : line));
  }
  return lines.map((line) => (line.line_id === lineId ? { ...line, selected } : line));
}
