import { formatMoney, fromPence } from '@/lib/money';

/** "£1,234.50" for 123450 pence, "−£12.00" below zero (a loss-making margin). */
export function formatPence(pence: number): string {
  return pence < 0 ? `−${formatMoney(fromPence(-pence))}` : formatMoney(fromPence(pence));
}
