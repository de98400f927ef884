import { describe, expect, it } from 'vitest';
import { staffLine } from '../testing/fixtures';
import { changedCount, compareLines } from './compare';

describe('compareLines', () => {
  it('matches lines by product or text and marks what changed, added and removed', () => {
    const before = [
      staffLine(1, { product_id: 4, quantity: '8000.000', price: '520.00', lead_time: 10 }),
      staffLine(2, { product_id: null, code: '', description: 'Lintel 1200', quantity: '20.000', unit: 'each', price: '14.00', lead_time: 5 }),
      staffLine(3, { product_id: null, code: '', description: 'Ties', quantity: '500.000', unit: 'each', price: '0.20' }),
    ];
    const after = [
      staffLine(1, { product_id: null, code: '', description: 'lintel 1200 ', quantity: '20', unit: 'each', price: '14', lead_time: 2, lead_time_unit: 'weeks' }),
      staffLine(2, { product_id: 4, quantity: '9000.000', price: '505.50', lead_time: 10 }),
      staffLine(3, { product_id: null, code: '', description: 'Wall starter', quantity: '10.000', unit: 'each', price: '6.00' }),
    ];
    const rows = compareLines(before, after);
    expect(rows.map((r) => [r.description, !!r.before, !!r.after, r.changed])).toEqual([
      ['lintel 1200 ', true, true, { quantity: false, price: false, lead: true, cannotQuote: false }],
      ['Ibstock Red Multi 65mm', true, true, { quantity: true, price: true, lead: false, cannotQuote: false }],
      ['Wall starter', false, true, { quantity: false, price: false, lead: false, cannotQuote: false }],
      ['Ties', true, false, { quantity: false, price: false, lead: false, cannotQuote: false }],
    ]);
    expect(rows[1].before?.price).toBe('520.00');
    expect(rows[1].after?.price).toBe('505.50');
    expect(rows[0].after?.lead).toBe('2 weeks');
    expect(changedCount(rows)).toBe(4);
    expect(changedCount(compareLines(before, before))).toBe(0);
  });
});
