/**
 * Money as the API sends and takes it: strings of pounds and pence ("1234.50"), never floats. Amounts are
 * read into whole pence (exact below 2^53 pence, far above the API's £9,999,999,999.99 cap) for arithmetic.
 */

const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const WHOLE_POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

/** A figure whose commas group thousands: "1,234", "12,500.5". */
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * What a person typed, cleaned as the API cleans it: no pound sign, thousands separators or spaces. A comma that
 * does not group thousands ("40,50", a decimal comma) is kept, so the figure reads as invalid instead of 4050.
 */
export function cleanAmount(text: string): string {
  const bare = text.trim().replace(/[£\s]/g, '');
  return GROUPED.test(bare) ? bare.replace(/,/g, '') : bare;
}

/** Whole pence of an amount with at most two decimal places ("£1,234.5" → 123450), or null. */
export function toPence(text: string | null | undefined): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleanAmount(text ?? ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** "1234.50" for 123450 pence, as the API takes amounts. */
export function fromPence(pence: number): string {
  return `${Math.trunc(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}

/** "£1,234.50" for "1234.50"; `whole` rounds to pounds ("£1,235") for totals. */
export function formatMoney(amount: string, { whole = false } = {}): string {
  const pence = toPence(amount);
  return pence === null ? amount : (whole ? WHOLE_POUNDS : POUNDS).format(pence / 100);
}
