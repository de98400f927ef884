import { describe, expect, it } from 'vitest';
import {
  chosenLines,
  formatPercent,
  fromHundredths,
  fromMilli,
  lineTotalPence,
  marginPercent,
  quoteTotals,
  sellFromMargin,
  toHundredths,
  toMilli,
  vatPence,
  type PricedLine,
} from './quote-totals';

const line = (quantity: string, cost: string, sell: string, extra: Partial<PricedLine> = {}): PricedLine => ({
  quantity,
  cost,
  sell,
  optional: false,
  group: '',
  selected: true,
  ...extra,
});

describe('quote arithmetic, as the API does it', () => {
  it('reads quantities to the thousandth and writes them back without trailing zeros', () => {
    expect(toMilli('12,500')).toBe(12_500_000);
    expect(toMilli(' 12.5 ')).toBe(12_500);
    expect(toMilli('0.333')).toBe(333);
    expect(toMilli('1.0005')).toBeNull();
    expect(toMilli('-1')).toBeNull();
    expect(toMilli('')).toBeNull();
    expect(fromMilli(12_500)).toBe('12.5');
    expect(fromMilli(12_000)).toBe('12');
    expect(fromMilli(5)).toBe('0.005');
  });

  it('reads signed percentages to the hundredth', () => {
    expect(toHundredths('17.5')).toBe(1750);
    expect(toHundredths('-5%')).toBe(-500);
    expect(toHundredths('22.555')).toBeNull();
    expect(fromHundredths(1750)).toBe('17.5');
    expect(fromHundredths(-1)).toBe('-0.01');
  });

  it('rounds each line total half-up to the penny', () => {
    expect(lineTotalPence(toMilli('12.5')!, 51235)).toBe(640438); // 6404.375
    expect(lineTotalPence(toMilli('0.333')!, 150)).toBe(50); // 0.4995
    expect(lineTotalPence(toMilli('1.005')!, 100)).toBe(101); // 1.005, where floats give 1.00
    expect(lineTotalPence(toMilli('0.333')!, 101)).toBe(34); // 0.33633
    // 10^9 thousandths × 10^7 pence is past 2^53: worked exactly all the same.
    expect(lineTotalPence(toMilli('1000000.001')!, 9999999)).toBe(9999999010000);
  });

  it('works the sell price out of a margin and the margin out of a price', () => {
    expect(sellFromMargin(41200, 2250)).toBe(53161);
    expect(sellFromMargin(1000, 3333)).toBe(1500);
    expect(sellFromMargin(100, -500)).toBe(95);
    expect(sellFromMargin(1, 5000)).toBe(2);
    expect(sellFromMargin(100, 10000)).toBeNull();
    expect(marginPercent(41200, 53161)).toBe(22.5);
    expect(marginPercent(200, 235)).toBe(14.9);
    expect(marginPercent(700, 800)).toBe(12.5);
    expect(marginPercent(810, 800)).toBe(-1.3); // -1.25: halves away from zero
    expect(marginPercent(100, 0)).toBeNull();
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(22)).toBe('22.0%');
    expect(formatPercent(null)).toBe('—');
  });

  it('charges VAT half-up on goods and shipping', () => {
    expect(vatPence(842463, 1750)).toBe(147431);
    expect(vatPence(5, 2000)).toBe(1);
  });

  it('totals the selected lines, shipping and VAT to the penny the API stores', () => {
    const totals = quoteTotals(
      [
        line('12.5', '412.00', '512.35'),
        line('300', '4.17', '5.99'),
        line('0.333', '1.00', '1.50', { optional: true, selected: false }),
      ],
      { loads: '2', pricePerLoad: '85.50', partLoad: '40.00', offloading: '12.25' },
      '17.5',
    );
    expect(totals).toEqual({
      subtotal: 820138,
      shipping: 22325,
      vat: 147431,
      total: 989894,
      cost: 640100,
      margin: 180038,
      marginPercent: 22,
    });
  });

  it('counts unreadable amounts as nothing, and no margin without a subtotal', () => {
    const totals = quoteTotals([line('abc', '1', 'x')], { loads: 'x', pricePerLoad: '', partLoad: '', offloading: '' }, '');
    expect(totals).toMatchObject({ subtotal: 0, vat: 0, total: 0, marginPercent: null });
  });

  it('picks the ticked line of an alternative group, or its first when none is ticked', () => {
    const a = line('1', '0', '1', { group: 'A', selected: false });
    const b = line('1', '0', '2', { group: 'a', selected: true });
    const c = line('1', '0', '3', { group: 'B', selected: false });
    const d = line('1', '0', '4', { group: 'B', selected: false });
    const optional = line('1', '0', '5', { optional: true, selected: true });
    expect(chosenLines([a, b, c, d, optional])).toEqual([b, c, optional]);
  });
});
