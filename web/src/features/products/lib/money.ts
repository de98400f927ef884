/**
 * Money as the API sends and takes it: strings of pounds and pence ("1234.50"), never floats. Amounts are
 * read into whole pence (exact below 2^53 pence, far above the API's £9,999,999,999.99 cap) for arithmetic.
 */

const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** "£1,234.50" for "1234.50". */
export function formatMoney(amount: string): string {
  const pence = toPence(amount);
  return pence === null ? amount : POUNDS.format(pence / 100);
}

/** What a person typed, cleaned as the API cleans it: no pound sign, thousands separators or spaces. */
export function cleanAmount(text: string): string {
  return text.trim().replace(/[£,\s]/g, '');
}

/** Whole pence of an amount with at most two decimal places ("£1,234.5" → 123450), or null. */
export function toPence(text: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleanAmount(text));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The margin on the list price, (list − cost) / list × 100, to one decimal place rounded half to even as the
 * API rounds it; null without a positive list price.
 */
export function marginPercent(cost: number, list: number): number | null {
  if (list <= 0) return null;
  const numerator = Math.abs(list - cost) * 1000;
  let tenths = Math.floor(numerator / list);
  const twice = 2 * (numerator - tenths * list);
  if (twice > list || (twice === list && tenths % 2 === 1)) tenths += 1;
  return ((list - cost < 0 ? -1 : 1) * tenths) / 10;
}

/** "23.1%" (a minus sign when the list price is below cost). */
export function formatMargin(percent: number): string {
  return `${percent.toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
}
