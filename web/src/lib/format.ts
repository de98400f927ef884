/** Display formatting for dates and times (British English, the business's locale). */
const LOCALE = 'en-GB';

const dateTime = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
const longDate = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const relative = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });

function toDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

export function formatDateTime(value: string | Date | null | undefined, empty = '—'): string {
  if (!value) return empty;
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? empty : dateTime.format(date);
}

/** "Friday, 21 November 2025" for a Date or a YYYY-MM-DD string (read as a local calendar day). */
export function formatLongDate(value: string | Date): string {
  return longDate.format((typeof value === 'string' && parseDay(value)) || toDate(value));
}

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.34524],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "5 minutes ago", "yesterday", "just now". */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  let amount = (date.getTime() - now.getTime()) / 1000;
  if (Math.abs(amount) < 45) return 'just now';
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return dateTime.format(date);
}

const shortDay = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric' });
const fullDay = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });
const weekDay = new Intl.DateTimeFormat(LOCALE, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' });

/** The calendar day "2025-11-21" as that local day (never shifted by time zones); null for anything else (an
 * empty value, another shape, a day that does not exist). */
export function parseDay(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return isoDay(date) === value ? date : null;
}

/** A formatter of a calendar day (read as `parseDay` does) or of a timestamp's day; '' when there is none. */
function dayFormat(format: Intl.DateTimeFormat): (value: string | null | undefined) => string {
  return (value) => {
    if (!value) return '';
    const date = parseDay(value) ?? new Date(value);
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
  };
}

/** "21 Nov 2025": a day as the staff's screens write it. */
export const formatDay = dayFormat(shortDay);
/** "21 November 2025": a day on the pages customers and suppliers open. */
export const formatFullDay = dayFormat(fullDay);
/** "Fri, 21 November 2025": a delivery's day on the site's schedule link. */
export const formatWeekDay = dayFormat(weekDay);

/** The local calendar day as YYYY-MM-DD (what the API's date path parameters expect). */
export function isoDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A count with its noun ("1 quote", "2 quotes", "3 addresses"); the noun is given singular. */
export function counted(n: number, noun: string): string {
  const many = noun.endsWith('ss') ? `${noun}es` : `${noun}s`;
  return `${n.toLocaleString('en-GB')} ${n === 1 ? noun : many}`;
}
