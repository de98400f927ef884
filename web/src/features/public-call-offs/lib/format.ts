const DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' });

/** "Tue, 8 December 2026" for the calendar day "2026-12-08" (read as a local day); "" for none. */
export function formatDay(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return match ? DAY.format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : '';
}
