import { describe, expect, it } from 'vitest';
import { compareLines } from './compare-lines';
import { line } from './test-fixtures';

const summary = (rows: ReturnType<typeof compareLines>) =>
  rows.map((row) => [row.change, (row.after ?? row.before)?.description, row.differences.join('; ')]);

describe('compareLines', () => {
  it('matches lines by product, not by their ids, and says what changed', () => {
    const older = [line(1, { description: 'Red' }), line(2, { description: 'Blue', sell_price: '500.00' })];
    const newer = [
      line(21, { product_id: 501, description: 'Red' }),
      line(22, { product_id: 502, description: 'Blue', sell_price: '520.00', line_total: '5200.00' }),
    ];
    expect(summary(compareLines(older, newer))).toEqual([
      ['same', 'Red', ''],
      ['changed', 'Blue', 'Price £500.00 → £520.00; Total £5,000.00 → £5,200.00'],
    ]);
  });

  it('puts a removed line where it was and an added line where it is', () => {
    const older = [line(1), line(2), line(3)];
    const newer = [
      line(31, { position: 1, product_id: 501, description: 'Brick 1' }),
      line(34, { position: 2, product_id: 504, description: 'New' }),
      line(33, { position: 3, product_id: 503, description: 'Brick 3' }),
    ];
    expect(summary(compareLines(older, newer)).map(([change, description]) => `${change} ${description}`)).toEqual([
      'same Brick 1',
      'added New',
      'removed Brick 2',
      'same Brick 3',
    ]);
  });

  it('matches free-text lines by code and description, and repeated products in order', () => {
    const free = { product_id: null, code: '', description: 'Haulage' };
    const brick = { product_id: 502, description: 'Blue' };
    const older = [line(1, free), line(2, { ...brick, quantity: '1.000' }), line(3, { ...brick, quantity: '2.000' })];
    const newer = [
      line(11, { ...free, description: 'haulage ' }),
      line(12, { ...brick, quantity: '1.000' }),
      line(13, { ...brick, quantity: '3.000' }),
    ];
    expect(compareLines(older, newer).map((row) => [row.change, row.differences[0] ?? ''])).toEqual([
      ['changed', 'Description changed'],
      ['same', ''],
      ['changed', 'Quantity 2 → 3'],
    ]);
  });

  it('reports a unit change and an optional line ticked', () => {
    const older = [line(1, { optional: true, selected: false })];
    const ticked = { optional: true, selected: true, unit: 'each', quantity: '10000.000' } as const;
    const newer = [line(2, { product_id: 501, description: 'Brick 1', ...ticked })];
    expect(compareLines(older, newer)[0].differences).toEqual([
      'Quantity 10 per 1,000 → 10,000 each',
      'Optional, not ticked → optional, ticked',
    ]);
  });
});
