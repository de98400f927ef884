/**
 * My unsaved lines beside the ones someone else saved meanwhile: lines are paired by product (or, for free
 * text, by description), in order, and each pair says what differs.
 */
import { toPence } from '@/lib/money';
import type { LineDraft } from './draft';
import { toMilli } from '@/lib/quote-totals';

export type Difference = 'quantity' | 'unit' | 'sell price' | 'cost price' | 'description' | 'option';

export type ComparedLine = {
  mine: LineDraft | null;
  theirs: LineDraft | null;
  /** Only in mine, only in theirs, in both but different, or the same. */
  state: 'mine' | 'theirs' | 'changed' | 'same';
  differences: Difference[];
};

const identity = (line: LineDraft) =>
  line.productId !== null ? `product:${line.productId}` : `text:${line.description.trim().toLowerCase()}`;

const same = (a: string, b: string, read: (text: string) => number | null) => {
  const x = read(a);
  const y = read(b);
  return x === null || y === null ? a.trim() === b.trim() : x === y;
};

function differences(mine: LineDraft, theirs: LineDraft): Difference[] {
  const found: Difference[] = [];
  if (!same(mine.quantity, theirs.quantity, toMilli)) found.push('quantity');
  if (mine.unit !== theirs.unit) found.push('unit');
  if (!same(mine.sell, theirs.sell, toPence)) found.push('sell price');
  if (!same(mine.cost, theirs.cost, toPence)) found.push('cost price');
  if (mine.description.trim() !== theirs.description.trim()) found.push('description');
  if (
    mine.optional !== theirs.optional ||
    mine.group.trim().toUpperCase() !== theirs.group.trim().toUpperCase() ||
    mine.selected !== theirs.selected
  ) {
    found.push('option');
  }
  return found;
}

/** Every line of both, mine in my order with theirs beside it, then the lines only they have. */
export function compareLines(mine: readonly LineDraft[], theirs: readonly LineDraft[]): ComparedLine[] {
  const waiting = new Map<string, LineDraft[]>();
  for (const line of theirs) waiting.set(identity(line), [...(waiting.get(identity(line)) ?? []), line]);
  const paired = new Set<LineDraft>();
  const rows: ComparedLine[] = mine.map((line) => {
    const match = waiting.get(identity(line))?.shift() ?? null;
    if (!match) return { mine: line, theirs: null, state: 'mine', differences: [] };
    paired.add(match);
    const found = differences(line, match);
    return { mine: line, theirs: match, state: found.length ? 'changed' : 'same', differences: found };
  });
  for (const line of theirs) {
    if (!paired.has(line)) rows.push({ mine: null, theirs: line, state: 'theirs', differences: [] });
  }
  return rows;
}
