/** Calendar arithmetic for the board, on local calendar days written YYYY-MM-DD (never shifted by time zones). */
import { formatDay, isoDay, parseDay } from '@/lib/format';

export function addDays(day: string, days: number): string {
  const date = parseDay(day) ?? new Date();
  date.setDate(date.getDate() + days);
  return isoDay(date);
}

/** The Monday of the day's week (deliveries run Monday to Friday, with Saturday and Sunday shown for weekend loads). */
export function weekStart(day: string): string {
  const date = parseDay(day) ?? new Date();
  const back = (date.getDay() + 6) % 7;
  date.setDate(date.getDate() - back);
  return isoDay(date);
}

/** The seven days of the day's week, Monday first. */
export function weekDays(day: string): string[] {
  const monday = weekStart(day);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/**
 * The seven days from the day on (a phone's week: on a Saturday it goes on to Friday, where Monday to Sunday would
 * end the next day; late in a month, the next month's first days).
 */
export function comingDays(day: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(day, index));
}

/** Saturday or Sunday (shown muted: deliveries run Monday to Friday). */
export function isWeekend(day: string): boolean {
  const weekday = (parseDay(day) ?? new Date()).getDay();
  return weekday === 0 || weekday === 6;
}

export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

export function addMonths(day: string, months: number): string {
  const date = parseDay(monthStart(day)) ?? new Date();
  date.setMonth(date.getMonth() + months);
  return isoDay(date);
}

/** The weeks (Monday to Sunday) that cover the day's month, as rows of seven days. */
export function monthWeeks(day: string): string[][] {
  const first = monthStart(day);
  const month = first.slice(0, 7);
  const weeks: string[][] = [];
  for (let monday = weekStart(first); monday.slice(0, 7) <= month; monday = addDays(monday, 7)) {
    weeks.push(weekDays(monday));
  }
  return weeks;
}

/** The first and last day the board shows for a week (a phone's: the coming seven days) or a month. */
export function visibleRange(view: 'week' | 'month', day: string, phone = false): { from: string; to: string } {
  if (view === 'week') {
    const days = phone ? comingDays(day) : weekDays(day);
    return { from: days[0], to: days[6] };
  }
  const weeks = monthWeeks(day);
  return { from: weeks[0][0], to: weeks[weeks.length - 1][6] };
}

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });
const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });

/** "Mon 7 Dec" */
export const dayHeading = (day: string) => WEEKDAY.format(parseDay(day) ?? new Date());
/** "December 2026" */
export const monthHeading = (day: string) => MONTH.format(parseDay(day) ?? new Date());
/** "7 – 13 Dec 2026" for the week of the day (a phone's: the seven days from it). */
export function weekHeading(day: string, phone = false): string {
  const { from, to } = visibleRange('week', day, phone);
  return `${formatDay(from)} – ${formatDay(to)}`;
}
