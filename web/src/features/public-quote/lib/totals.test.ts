import { describe, expect, it } from 'vitest';
import golden from '@golden/quote_totals.json';
import { BRICKS, CONCRETE, MORTAR, publicQuote, STEEL } from '../testing/fixtures';
import { applySelection, computeTotals, rateHundredths, withSelection } from './totals';

const NO_SHIPPING = { loads: 0, price_per_load: '0.00', part_load_charge: '0.00', offloading_charge: '0.00' };
const lineOf = (total: string, selected = true) => ({ line_total: total, selected });

describe('public quote totals', () => {
  it('counts selected lines and shipping, with VAT on both', () => {
    expect(computeTotals([BRICKS, MORTAR, CONCRETE, STEEL], publicQuote().shipping, '20.00')).toEqual({
      subtotal: '6684.00',
      shipping: '225.00',
      vat: '1381.80',
      total: '8290.80',
    });
  });

  it('rounds VAT half up to the penny', () => {
    // 10p at 5 % is half a penny: up to 1p. 2.50 at 17.5 % is 43.75p: 44p. 2p at 17.5 % is 0.35p: 0p.
    expect(computeTotals([lineOf('0.10')], NO_SHIPPING, '5').vat).toBe('0.01');
    expect(computeTotals([lineOf('2.50')], NO_SHIPPING, '17.50').vat).toBe('0.44');
    expect(computeTotals([lineOf('0.02')], NO_SHIPPING, '17.5').vat).toBe('0.00');
    expect(computeTotals([lineOf('0.02'), lineOf('99.00', false)], NO_SHIPPING, '20').total).toBe('0.02');
  });

  it('stays exact on large amounts', () => {
    const totals = computeTotals([lineOf('9999999999.99')], { ...NO_SHIPPING, loads: 3, price_per_load: '0.33' }, '20');
    expect(totals).toEqual({ subtotal: '9999999999.99', shipping: '0.99', vat: '2000000000.20', total: '12000000001.18' });
  });

  it('reads rates as hundredths of a percent', () => {
    expect([rateHundredths('20'), rateHundredths('20.00'), rateHundredths('17.5'), rateHundredths(5)]).toEqual([2000n, 2000n, 1750n, 500n]);
  });

  it('ticks an option, and picking an alternative unpicks the rest of its group', () => {
    const lines = [BRICKS, MORTAR, CONCRETE, STEEL];
    expect(applySelection(lines, MORTAR.line_id, true).map((l) => l.selected)).toEqual([true, true, true, false]);
    expect(applySelection(lines, STEEL.line_id, true).map((l) => l.selected)).toEqual([true, false, false, true]);
    // A group keeps one line: unpicking does nothing.
    expect(applySelection(lines, CONCRETE.line_id, false).map((l) => l.selected)).toEqual([true, false, true, false]);
    expect(withSelection(publicQuote(), STEEL.line_id, true).totals.total).toBe('8455.80');
  });

  it('agrees with the API on the golden cases (tests/golden/quote_totals.json)', () => {
    for (const testCase of golden.cases) {
      const lines = testCase.lines.map((line) => ({
        line_total: line.line_total,
        selected: 'selected' in line ? Boolean(line.selected) : true,
      }));
      const { subtotal, shipping, vat, total } = testCase.totals;
      expect(computeTotals(lines, testCase.shipping, testCase.vat_rate), testCase.name).toEqual({ subtotal, shipping, vat, total });
    }
  });
});
