import { describe, expect, it } from 'vitest';
import { formatMoney, toPence } from '@/lib/money';
import { formatMargin, marginPercent } from './money';

describe('money', () => {
  it('reads typed amounts into whole pence, as the API cleans them', () => {
    expect(toPence('520.00')).toBe(52000);
    expect(toPence('£1,234.5')).toBe(123450);
    expect(toPence(' 7 ')).toBe(700);
    expect(toPence('12.345')).toBeNull();
    expect(toPence('-5')).toBeNull();
    expect(toPence('')).toBeNull();
  });

  it('shows pounds and pence', () => {
    expect(formatMoney('1234.50')).toBe('£1,234.50');
    expect(formatMoney('0.00')).toBe('£0.00');
  });

  it('works out the margin on the list price to one decimal, halves away from zero like the API', () => {
    expect(marginPercent(40000, 52000)).toBe(23.1); // 23.0769…
    expect(marginPercent(1, 8)).toBe(87.5);
    // 0.0625 × 100 = 6.25 → 6.3; 0.1875 × 100 = 18.75 → 18.8 (the API's ROUND_HALF_UP)
    expect(marginPercent(1500, 1600)).toBe(6.3);
    expect(marginPercent(1300, 1600)).toBe(18.8);
    expect(marginPercent(60000, 52000)).toBe(-15.4);
    expect(marginPercent(100, 0)).toBeNull();
    expect(formatMargin(-15.4)).toBe('-15.4%');
    expect(formatMargin(20)).toBe('20.0%');
  });
});
