/** How a line's selling unit reads after its price ("£520.00 per 1,000"); a quantity with what it counts. */
export { UNIT_LABELS as PRICE_UNIT_LABELS, quantityLabel } from '@/lib/units';

/** "12.5" for "12.500": up to three decimals, thousands separated. */
export function formatQuantity(quantity: string | number): string {
  const value = Number(quantity);
  return Number.isFinite(value) ? value.toLocaleString('en-GB', { maximumFractionDigits: 3 }) : String(quantity);
}
