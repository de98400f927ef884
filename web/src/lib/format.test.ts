import { describe, expect, it } from 'vitest';
import { formatDay, formatFullDay, formatWeekDay, isoDay, parseDay } from './format';

describe('a day as the screens write it', () => {
  it('reads a calendar day as that local day, and nothing else as one', () => {
    expect(isoDay(parseDay('2026-12-03') ?? new Date(0))).toBe('2026-12-03');
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('3 Dec 2026')).toBeNull();
    expect(parseDay(null)).toBeNull();
  });

  it('writes a day short on the staff screens, in full on the public pages, with its weekday on the site link', () => {
    expect(formatDay('2026-12-03')).toBe('3 Dec 2026');
    expect(formatFullDay('2025-11-21')).toBe('21 November 2025');
    expect(formatWeekDay('2025-11-21')).toBe('Fri, 21 November 2025');
  });

  it("writes a timestamp's local day", () => {
    const moment = new Date(2026, 10, 3, 23, 30);
    expect(formatDay(moment.toISOString())).toBe('3 Nov 2026');
    expect(formatFullDay(moment.toISOString())).toBe('3 November 2026');
  });

  it('writes nothing for no day or one it cannot read', () => {
    for (const format of [formatDay, formatFullDay, formatWeekDay]) {
      expect(format(null)).toBe('');
      expect(format(undefined)).toBe('');
      expect(format('')).toBe('');
      expect(format('not a day')).toBe('');
    }
  });
});
