import { describe, expect, it } from 'vitest';
import { catalogueProduct, nameLine } from '../../testing/editor-fixtures';
import { chooseMatch, convertQuantity, linesFromRows, pastedLines, pasteRows } from './paste';

const perThousand = catalogueProduct(501); // sold per 1,000, 400 a pack, 500 a pallet
const cement = catalogueProduct(9, { name: 'Cement 25kg', selling_unit: 'pack', units_per_pack: null, units_per_pallet: 56 });
const blocks = catalogueProduct(12, { name: 'Thermalite Shield', selling_unit: 'each', units_per_pack: 10 });

describe('a pasted list as quote lines', () => {
  it('keeps the lines worth matching', () => {
    expect(pastedLines(' 12,500 Ibstock Red Multi \r\n\n  \n300 bags cement\n')).toEqual(['12,500 Ibstock Red Multi', '300 bags cement']);
  });

  it('puts the quantity into the product’s selling unit', () => {
    // A product sold per 1,000 counts bricks: the pasted count stays as it is, thousands become bricks.
    expect(convertQuantity('12500', null, perThousand)).toEqual({ quantity: '12500', note: null });
    expect(convertQuantity('12500', 'each', perThousand).quantity).toBe('12500');
    expect(convertQuantity('12', 'per_1000', perThousand)).toEqual({ quantity: '12000', note: '12 per 1,000 = 12,000 bricks' });
    expect(convertQuantity('3', 'pallet', perThousand).quantity).toBe('1500');
    expect(convertQuantity('12', 'per_1000', blocks).quantity).toBe('12000');
    expect(convertQuantity('300', 'pack', cement)).toEqual({ quantity: '300', note: null });
    expect(convertQuantity('300', null, cement)).toEqual({ quantity: '300', note: null });
    expect(convertQuantity('2', 'pallet', cement)).toEqual({ quantity: '112', note: '2 pallet = 112 pack' });
    expect(convertQuantity('45', 'each', blocks)).toEqual({ quantity: '45', note: null });
    expect(convertQuantity('45', 'pack', blocks).quantity).toBe('450');
  });

  it('rounds up to whole packs, and says when a unit cannot be converted', () => {
    const packs = catalogueProduct(3, { selling_unit: 'pack', units_per_pack: 50 });
    expect(convertQuantity('120', 'each', packs)).toEqual({ quantity: '3', note: '120 each = 3 pack (rounded up)' });
    expect(convertQuantity('40', 'm2', perThousand)).toEqual({
      quantity: '40',
      note: '40 m² cannot be turned into per 1,000: check the quantity.',
    });
    expect(convertQuantity(null, null, perThousand)).toEqual({ quantity: '', note: 'No quantity found: enter one.' });
  });

  it('chooses the best match and ticks matched lines; an unmatched line is free text, unticked', () => {
    const rows = pasteRows([
      nameLine('12,500 Ibstock Red Multi', {
        text: 'Ibstock Red Multi',
        quantity: '12500',
        matches: [
          { product: perThousand, score: 0.9 },
          { product: blocks, score: 0.5 },
        ],
      }),
      nameLine('Sundries', { text: 'Sundries' }),
    ]);
    expect(rows.map((row) => [row.productId, row.quantity, row.include])).toEqual([
      [501, '12500', true],
      [null, '', false],
    ]);
    const other = chooseMatch(rows[0], 12);
    expect([other.productId, other.quantity, other.note]).toEqual([12, '12500', null]);
    const free = chooseMatch(rows[0], null);
    expect([free.productId, free.quantity]).toEqual([null, '12500']);

    const lines = linesFromRows([rows[0], { ...rows[1], include: true, quantity: '1' }]);
    expect(lines.map((line) => [line.productId, line.description, line.quantity, line.unit, line.cost, line.sell, line.margin])).toEqual([
      [501, 'Tradesman Red 501', '12500', 'per_1000', '412.00', '512.35', '19.6'],
      [null, 'Sundries', '1', 'each', '0.00', '0.00', ''],
    ]);
  });
});
