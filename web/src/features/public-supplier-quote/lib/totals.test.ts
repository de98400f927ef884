import { describe, expect, it } from 'vitest';
import type { ChargesDraft, LineDraft } from './draft';
import { chargeFigures, figures, landedPence, linePence, shares } from './totals';

const NO_CHARGES: ChargesDraft = {
  haulage_basis: 'included',
  haulage_amount: '',
  loads: '',
  part_load_surcharge: '',
  offload_charge: '',
  pallets: '',
  pallet_charge: '',
  pallet_refund: '',
};

function draft(overrides: Partial<LineDraft> = {}): LineDraft {
  return {
    line_id: 1,
    price: '',
    lead_time: '',
    lead_time_unit: 'working_days',
    earliest_date: '',
    works: '',
    cannot_quote: false,
    cannot_quote_reason: '',
    alternative_description: '',
    alternative_price: '',
    min_order_quantity: '',
    full_load_quantity: '',
    pack_size: '',
    pallet_size: '',
    supplier_notes: '',
    ...overrides,
  };
}

describe('supplier quote totals (whole pence, as api/buying/totals.py)', () => {
  it('prices a line on its basis, half-up to the penny', () => {
    expect(linePence({ quantity: '12500', unit: 'per_1000' }, draft({ price: '512.50' }))).toBe(640625);
    expect(linePence({ quantity: '3', unit: 'each' }, draft({ price: '0.335' }))).toBeNull();
    expect(linePence({ quantity: '40.5', unit: 'm2' }, draft({ price: '£1,000.01' }))).toBe(4050041);
    expect(linePence({ quantity: '333', unit: 'per_1000' }, draft({ price: '1.50' }))).toBe(50); // 49.95p → 50p
    expect(linePence({ quantity: '10', unit: 'each' }, draft({ price: '5', cannot_quote: true }))).toBeNull();
  });

  it('adds haulage per load, never when included, and shows the pallet refund without deducting it', () => {
    const charges: ChargesDraft = {
      ...NO_CHARGES,
      haulage_basis: 'per_load',
      haulage_amount: '300',
      loads: '2',
      part_load_surcharge: '45.50',
      offload_charge: '20',
      pallets: '10',
      pallet_charge: '12.50',
      pallet_refund: '10',
    };
    expect(chargeFigures(charges)).toEqual({
      haulage: 60000,
      partLoad: 4550,
      offload: 2000,
      pallets: 12500,
      total: 79050,
      palletRefund: 10000,
    });
    expect(chargeFigures({ ...charges, haulage_basis: 'included' }).haulage).toBe(0);
  });

  it('spreads the charges over the priced lines by value, to the exact penny', () => {
    expect(shares([100, 200, null], 100)).toEqual([33, 67, 0]);
    expect(shares([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(shares([0, 0], 5)).toEqual([3, 2]);
    expect(shares([null], 5)).toEqual([0]);
  });

  it('lands £300 of haulage on 10,000 bricks at £500.00 per 1,000 at £530.00 per 1,000', () => {
    expect(landedPence(50000, { quantity: '10000', unit: 'per_1000' }, 30000)).toBe(53000);
    const result = figures(
      [
        { quantity: '10000', unit: 'per_1000' },
        { quantity: '20', unit: 'pack' },
      ],
      [draft({ price: '500' }), draft({ line_id: 2, cannot_quote: true, cannot_quote_reason: 'Not made' })],
      { ...NO_CHARGES, haulage_basis: 'per_delivery', haulage_amount: '300', loads: '1' },
    );
    expect(result.goods).toBe(500000);
    expect(result.total).toBe(530000);
    expect(result.lines).toEqual([
      { total: 500000, landed: 53000 },
      { total: null, landed: null },
    ]);
    expect([result.priced, result.unpriced, result.cannotQuote]).toEqual([1, 0, 1]);
  });

  it('works 300 lines exactly', () => {
    const asked = Array.from({ length: 300 }, () => ({ quantity: '1000', unit: 'per_1000' }));
    const drafts = asked.map((_, i) => draft({ line_id: i, price: '0.01' }));
    const result = figures(asked, drafts, { ...NO_CHARGES, offload_charge: '1' });
    expect(result.goods).toBe(300);
    expect(result.lines.reduce((sum, line) => sum + (line.landed ?? 0), 0)).toBe(300 + 100);
  });
});
