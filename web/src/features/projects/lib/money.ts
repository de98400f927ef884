/**
 * Estimated values as the API sends them: strings of pounds and pence ("1250000.00"), never floats. Sums are
 * worked in whole pence, which are exact far beyond the API's largest amount.
 */

const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const WHOLE_POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

/** Whole pence of "1234.50" (123450); null for anything else. */
export function toPence(amount: string | null | undefined): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** "1234.50" for 123450 pence, as the API takes amounts. */
export function fromPence(pence: number): string {
  return `${Math.trunc(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}

/** "£1,234.50"; `whole` rounds to pounds ("£1,235") for totals. */
export function formatPounds(amount: string, { whole = false } = {}): string {
  const pence = toPence(amount);
  if (pence === null) return amount;
  return (whole ? WHOLE_POUNDS : POUNDS).format(pence / 100);
}
