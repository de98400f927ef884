import { describe, expect, it } from 'vitest';
import { apiQuantity, askedLines, parsePastedLines } from './request-lines';

describe('request lines', () => {
  it('reads a pasted list: description and quantity by comma or tab, 1 when none', () => {
    const lines = parsePastedLines('Red multi 65mm, 8,000\nMortar\t40\n\nWall ties');
    expect(lines.map(({ description, quantity }) => [description, quantity])).toEqual([
      ['Red multi 65mm', '8000'],
      ['Mortar', '40'],
      ['Wall ties', '1'],
    ]);
  });

  it('sends quantities with three decimals and refuses a bad one', () => {
    expect(apiQuantity('8000')).toBe('8000.000');
    expect(apiQuantity('2.5')).toBe('2.500');
    expect(apiQuantity('0')).toBeNull();
    expect(apiQuantity('ten')).toBeNull();
    const lines = parsePastedLines('A, 5\nB, 6');
    lines[1].quantity = 'x';
    expect(askedLines(lines).badQuantity).toBe(1);
    lines[1].chosen = false;
    expect(askedLines(lines)).toEqual({
      lines: [{ product_id: null, code: '', description: 'A', quantity: '5.000', unit: null, customer_line_position: null }],
      badQuantity: null,
    });
  });
});
