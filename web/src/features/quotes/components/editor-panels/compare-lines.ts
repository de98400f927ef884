/**
 * Two versions of a quote line by line. Each version has its own line records, so lines are matched by what
 * they are: the same catalogue product (or, for a free-text line, the same code and description), in order
 * when one appears more than once. A line only in the newer version was added; one only in the older was
 * removed; a matched line changed when its quantity, unit, price, total, description or choice differs.
 */
import type { QuoteLineOut } from '@/lib/api/types';
import { formatMoney } from '@/lib/money';
import { formatQuantity, PRICE_UNIT_LABELS } from '../../lib/units';

export type LineChange = 'added' | 'removed' | 'changed' | 'same';

export type LineRow = {
  change: LineChange;
  /** The line in the older version (none when added). */
  before: QuoteLineOut | null;
  /** The line in the newer version (none when removed). */
  after: QuoteLineOut | null;
  /** What changed, in words ("Quantity 10 → 12"); empty unless `changed`. */
  differences: string[];
};

function matchKey(line: QuoteLineOut): string {
  return line.product_id !== null
    ? `product:${line.product_id}`
    : `text:${line.code.trim().toLowerCase()}|${line.description.trim().toLowerCase()}`;
}

function choice(line: QuoteLineOut): string {
  const group = line.alternative_group;
  if (group) return line.selected ? `chosen in group ${group}` : `not chosen in group ${group}`;
  if (line.optional) return line.selected ? 'optional, ticked' : 'optional, not ticked';
  return 'included';
}

function differences(before: QuoteLineOut, after: QuoteLineOut): string[] {
  const found: string[] = [];
  if (Number(before.quantity) !== Number(after.quantity) || before.unit !== after.unit) {
    const unit = (line: QuoteLineOut) => (before.unit === after.unit ? '' : ` ${PRICE_UNIT_LABELS[line.unit]}`);
    found.push(`Quantity ${formatQuantity(before.quantity)}${unit(before)} → ${formatQuantity(after.quantity)}${unit(after)}`);
  }
  if (Number(before.sell_price) !== Number(after.sell_price)) {
    found.push(`Price ${formatMoney(before.sell_price)} → ${formatMoney(after.sell_price)}`);
  }
  if (Number(before.line_total) !== Number(after.line_total)) {
    found.push(`Total ${formatMoney(before.line_total)} → ${formatMoney(after.line_total)}`);
  }
  if (before.description !== after.description) found.push('Description changed');
  if (choice(before) !== choice(after)) found.push(`${capitalise(choice(before))} → ${choice(after)}`);
  return found;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The rows of the compare table, in the newer version's order with removed lines where they were. */
export function compareLines(older: readonly QuoteLineOut[], newer: readonly QuoteLineOut[]): LineRow[] {
  const byPosition = (a: QuoteLineOut, b: QuoteLineOut) => a.position - b.position;
  const before = [...older].sort(byPosition);
  const after = [...newer].sort(byPosition);

  const waiting = new Map<string, number[]>();
  before.forEach((line, index) => {
    const key = matchKey(line);
    waiting.set(key, [...(waiting.get(key) ?? []), index]);
  });
  const matchOf = after.map((line) => waiting.get(matchKey(line))?.shift() ?? null);
  const matched = new Set(matchOf.filter((index): index is number => index !== null));

  const rows: LineRow[] = [];
  let next = 0;
  const removedUpTo = (end: number) => {
    for (; next < end; next += 1) {
      if (!matched.has(next)) rows.push({ change: 'removed', before: before[next], after: null, differences: [] });
    }
  };
  after.forEach((line, index) => {
    const match = matchOf[index];
    if (match === null) {
      rows.push({ change: 'added', before: null, after: line, differences: [] });
      return;
    }
    removedUpTo(match);
    next = Math.max(next, match + 1);
    const found = differences(before[match], line);
    rows.push({ change: found.length ? 'changed' : 'same', before: before[match], after: line, differences: found });
  });
  removedUpTo(before.length);
  return rows;
}
