import { describe, expect, it } from 'vitest';
import { parseDay } from '@/lib/format';
import { addDays, addMonths, monthWeeks, visibleRange, weekDays, weekStart } from './dates';

describe('board dates', () => {
  it('reads only real calendar days', () => {
    expect(parseDay('2026-12-07')?.getDate()).toBe(7);
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('7/12/2026')).toBeNull();
  });

  it('starts weeks on Monday, across month and year ends', () => {
    expect(weekStart('2026-12-09')).toBe('2026-12-07');
    expect(weekStart('2026-12-07')).toBe('2026-12-07');
    expect(weekStart('2026-12-13')).toBe('2026-12-07');
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
    expect(weekDays('2026-12-31')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });

  it('covers a month with whole weeks', () => {
    const weeks = monthWeeks('2026-12-15');
    expect(weeks[0][0]).toBe('2026-11-30');
    expect(weeks.at(-1)?.[6]).toBe('2027-01-03');
    expect(weeks).toHaveLength(5);
    expect(visibleRange('month', '2026-12-15')).toEqual({ from: '2026-11-30', to: '2027-01-03' });
    expect(visibleRange('week', '2026-12-15')).toEqual({ from: '2026-12-14', to: '2026-12-20' });
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', -1)).toBe('2025-12-01');
  });
});
