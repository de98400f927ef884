/**
 * lib/quote-totals.ts against tests/golden/quote_totals.json, the cases api/quotes/totals.py is checked against
 * too (tests/api/quotes/test_totals_golden.py): the editor's live totals match the saved quote to the penny.
 */
import { describe, expect, it } from 'vitest';
import golden from '@golden/quote_totals.json';
import { lineTotalPence, quoteTotals, toMilli, type PricedLine } from './quote-totals';

type GoldenLine = {
  quantity: string;
  sell_price: string;
  cost_price?: string;
  optional?: boolean;
  alternative_group?: string;
  selected?: boolean;
  line_total: string;
};

/** Signed pounds and pence ("-20.00") in pence. */
function pence(amount: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!match) throw new Error(`Not an amount: ${amount}`);
  const value = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -value : value;
}

const priced = (line: GoldenLine): PricedLine => ({
  quantity: line.quantity,
  sell: line.sell_price,
  cost: line.cost_price ?? '0.00',
  optional: line.optional ?? false,
  group: line.alternative_group ?? '',
  selected: line.selected ?? true,
});

describe('quote totals on the golden cases shared with the API', () => {
  it('has cases to check', () => {
    expect(golden.cases.length).toBeGreaterThan(10);
  });

  it.each(golden.cases.map((c) => [c.name, c] as const))('%s', (_name, testCase) => {
    const lines = testCase.lines as GoldenLine[];
    for (const line of lines) {
      expect(lineTotalPence(toMilli(line.quantity)!, pence(line.sell_price))).toBe(pence(line.line_total));
    }
    const shipping = testCase.shipping;
    const totals = quoteTotals(
      lines.map(priced),
      {
        loads: String(shipping.loads),
        pricePerLoad: shipping.price_per_load,
        partLoad: shipping.part_load_charge,
        offloading: shipping.offloading_charge,
      },
      testCase.vat_rate,
    );
    const expected = testCase.totals;
    expect(totals).toEqual({
      subtotal: pence(expected.subtotal),
      shipping: pence(expected.shipping),
      vat: pence(expected.vat),
      total: pence(expected.total),
      cost: pence(expected.cost),
      margin: pence(expected.margin),
      marginPercent: expected.margin_percent,
    });
  });
});
