/**
 * Quantities one line hardly ever holds: most likely a slip (48,000 typed as 48,000,000, or thousands typed for
 * bricks), so a save asks first. What a line counts and the limits are in '@/lib/units'.
 */
import { implausibleQuantity, quantityLabel } from '@/lib/units';
import type { LineDraft } from './draft';
import { fromMilli, toMilli } from '@/lib/quote-totals';

export type DoubtfulLine = { key: string; number: number; description: string; quantity: string };

/** The lines whose quantity is more than a line of their unit plausibly holds, with the quantity as it reads. */
export function doubtfulLines(lines: readonly LineDraft[]): DoubtfulLine[] {
  return lines.flatMap((line, index) => {
    const milli = toMilli(line.quantity);
    if (milli === null) return [];
    const quantity = fromMilli(milli);
    if (!implausibleQuantity(quantity, line.unit)) return [];
    return [{ key: line.key, number: index + 1, description: line.description.trim(), quantity: quantityLabel(quantity, line.unit) }];
  });
}
