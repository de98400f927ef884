/** How project facts read in cards, tables and headings. */
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** "21 Nov 2025" for the calendar day "2025-11-21" (read as a local day, never shifted by time zones). */
export function formatDay(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  return DAY.format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** "120 plots", "1 plot". */
export function formatPlots(plots: number): string {
  return `${plots.toLocaleString('en-GB')} plot${plots === 1 ? '' : 's'}`;
}
