/**
 * The quote's totals worked out in the browser while a tick is on its way to the server, with the arithmetic the
 * quote editor uses (lib/quote-totals.ts, the same as api/quotes/totals.py): selected lines only; shipping = loads
 * × price per load + part-load + offloading; VAT at the quote's rate on goods and shipping, half-up to the penny.
 */
import type { PublicLineOut, PublicQuoteOut, QuoteShippingOut, QuoteTotalsOut } from '@/lib/api/types';
import { fromPence, toPence } from '@/lib/money';
import { payable, shippingPence as chargesPence, vatRateHundredths } from '@/lib/quote-totals';

/** A rate such as "20", "20.0" or "17.50" in hundredths of a percent (2000, 2000, 1750). */
export function rateHundredths(rate: string | number): bigint {
  return BigInt(vatRateHundredths(rate));
}

/** Loads × price per load + part-load + offloading, in pence. */
export function shippingPence(shipping: QuoteShippingOut): number {
  return chargesPence({
    loads: String(shipping.loads),
    pricePerLoad: shipping.price_per_load,
    partLoad: shipping.part_load_charge,
    offloading: shipping.offloading_charge,
  });
}

export function computeTotals(
  lines: readonly Pick<PublicLineOut, 'line_total' | 'selected'>[],
  shipping: QuoteShippingOut,
  vatRate: string | number,
): QuoteTotalsOut {
  const subtotal = lines.filter((line) => line.selected).reduce((sum, line) => sum + (toPence(line.line_total) ?? 0), 0);
  const totals = payable(subtotal, shippingPence(shipping), vatRate);
  return {
    subtotal: fromPence(totals.subtotal),
    shipping: fromPence(totals.shipping),
    vat: fromPence(totals.vat),
    total: fromPence(totals.total),
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
