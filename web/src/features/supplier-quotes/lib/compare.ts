/** Two versions of a supplier quote side by side, line by line: what changed in quantity, price and lead time. */
import type { StaffLineOut } from '../api/types';

export type Side = { quantity: string; price: string | null; lead: string; cannotQuote: boolean };
export type ComparedLine = {
  key: string;
  description: string;
  before: Side | null;
  after: Side | null;
  changed: { quantity: boolean; price: boolean; lead: boolean; cannotQuote: boolean };
};

const lineKey = (line: StaffLineOut) => (line.product_id !== null ? `p${line.product_id}` : `t${line.code}|${line.description.trim().toLowerCase()}`);

const lead = (line: StaffLineOut) =>
  line.lead_time === null ? '' : `${line.lead_time} ${line.lead_time_unit === 'weeks' ? 'weeks' : 'working days'}`;

const sideOf = (line: StaffLineOut): Side => ({
  quantity: Number(line.quantity).toString(),
  price: line.cannot_quote || line.price === null ? null : Number(line.price).toFixed(2),
  lead: line.cannot_quote ? '' : lead(line),
  cannotQuote: line.cannot_quote,
});

/**
 * The lines of both versions matched by product (or by code and text for a free-text line), in the later
 * version's order, then the lines the later one dropped. Numbers are compared as numbers ("8000.000" = "8000").
 */
export function compareLines(before: StaffLineOut[], after: StaffLineOut[]): ComparedLine[] {
  const earlier = new Map<string, StaffLineOut>();
  for (const line of before) if (!earlier.has(lineKey(line))) earlier.set(lineKey(line), line);
  const seen = new Set<string>();
  const rows: ComparedLine[] = [];
  const row = (key: string, description: string, a: Side | null, b: Side | null): ComparedLine => ({
    key,
    description,
    before: a,
    after: b,
    changed: {
      quantity: !!a && !!b && a.quantity !== b.quantity,
      price: !!a && !!b && a.price !== b.price,
      lead: !!a && !!b && a.lead !== b.lead,
      cannotQuote: !!a && !!b && a.cannotQuote !== b.cannotQuote,
    },
  });
  for (const line of after) {
    const key = lineKey(line);
    if (seen.has(key)) continue;
    seen.add(key);
    const old = earlier.get(key);
    rows.push(row(key, line.description, old ? sideOf(old) : null, sideOf(line)));
  }
  for (const [key, line] of earlier) if (!seen.has(key)) rows.push(row(key, line.description, sideOf(line), null));
  return rows;
}

/** How many lines differ (added, removed or changed). */
export const changedCount = (rows: ComparedLine[]) =>
  rows.filter((r) => !r.before || !r.after || Object.values(r.changed).some(Boolean)).length;
