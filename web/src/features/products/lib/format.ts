/** How product facts read in lists and headings. */
import type { ProductOut } from '@/lib/api/types';
import { formatMoney } from '@/lib/money';
import { UNIT_LABELS } from './labels';

type Size = Pick<ProductOut, 'length_mm' | 'width_mm' | 'height_mm'>;

/** "215×102×65" (length × width × height, mm); an unknown side shows as "?"; null when none is known. */
export function formatSize({ length_mm, width_mm, height_mm }: Size): string | null {
  const sides = [length_mm, width_mm, height_mm];
  if (sides.every((side) => side === null)) return null;
  return sides.map((side) => (side === null ? '?' : side.toLocaleString('en-GB'))).join('×');
}

/** "£520.00 per 1,000". */
export function formatUnitPrice(price: string, unit: ProductOut['selling_unit']): string {
  return `${formatMoney(price)} ${UNIT_LABELS[unit]}`;
}

/** "14 days", "1 day". */
export function formatLeadTime(days: number): string {
  return `${days.toLocaleString('en-GB')} day${days === 1 ? '' : 's'}`;
}

export const productPath = (productId: number) => `/products/${productId}`;

/** The CRM's supplier screen. */
export const supplierPath = (supplierId: number) => `/supplier?id=${supplierId}`;
