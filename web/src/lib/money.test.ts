import { describe, expect, it } from 'vitest';
import { cleanAmount, toPence } from './money';
import { toMilli } from './quote-totals';

describe('typed amounts', () => {
  it('drops the pound sign, spaces and commas that group thousands', () => {
    expect(cleanAmount(' £1,234.50 ')).toBe('1234.50');
    expect(cleanAmount('12,500')).toBe('12500');
    expect(cleanAmount('1,234,567.5')).toBe('1234567.5');
    expect(cleanAmount('1 234')).toBe('1234');
    expect(toPence('£1,234.5')).toBe(123450);
  });

  it('never reads a decimal comma as thousands: "40,50" is not £4,050.00', () => {
    expect(toPence('40,50')).toBeNull();
    expect(toPence('1,5')).toBeNull();
    expect(toPence('1,2345')).toBeNull();
    expect(toPence(',50')).toBeNull();
    // Quantities too: "12,5" is neither 125 nor 12.5 until it is typed unambiguously.
    expect(toMilli('12,5')).toBeNull();
    expect(toMilli('12,500')).toBe(12_500_000);
  });
});
