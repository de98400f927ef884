/** Margins of products; the money itself is read and written with `@/lib/money`. */

/**
 * The margin on the list price, (list − cost) / list × 100, to one decimal place with halves rounded away from
 * zero, as the API rounds it; null without a positive list price.
 */
export function marginPercent(cost: number, list: number): number | null {
  if (list <= 0) return null;
  const numerator = Math.abs(list - cost) * 1000;
  let tenths = Math.floor(numerator / list);
  const twice = 2 * (numerator - tenths * list);
  if (twice >= list) tenths += 1;
  return ((list - cost < 0 ? -1 : 1) * tenths) / 10;
}

/** "23.1%" (a minus sign when the list price is below cost). */
export function formatMargin(percent: number): string {
  return `${percent.toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
}
