/** The lines a request asks for, as the request screen edits them before sending. */
import { fromMilli, toMilli } from '@/lib/quote-totals';
import type { AskedLineIn } from '../api/types';

export type DraftLine = {
  key: string;
  chosen: boolean;
  product_id: number | null;
  code: string;
  description: string;
  quantity: string;
  unit: AskedLineIn['unit'];
  /** The customer quote's line it comes from (its position), so the answer's cost goes back to that line. */
  customer_line_position?: number | null;
};

let counter = 0;
export const lineKey = () => `line-${(counter += 1)}`;

type Asked = Pick<DraftLine, 'product_id' | 'code' | 'description' | 'unit'> & {
  quantity: string;
  customer_line_position?: number | null;
};

/** A line asked for again (a customer quote's, or a request's row), chosen, its quantity with as few decimals as it
 * needs ("96000", not the API's "96000.000"). */
export const draftLine = (line: Asked): DraftLine => ({
  key: lineKey(),
  chosen: true,
  product_id: line.product_id,
  code: line.code,
  description: line.description,
  quantity: fromMilli(toMilli(line.quantity) ?? 0),
  unit: line.unit,
  customer_line_position: line.customer_line_position ?? null,
});

/**
 * A pasted list, one line each: "description, quantity" or "description<TAB>quantity" (a spreadsheet's copy);
 * a line without a quantity asks for 1. Blank lines are skipped.
 */
export function parsePastedLines(text: string): DraftLine[] {
  return text
    .split(/\r?\n/)
    .map((row) => row.trim())
    .filter((row) => row !== '')
    .map((row) => {
      const match = /^(.*?)[\t,;]\s*([\d.,]+)\s*$/.exec(row);
      const description = (match ? match[1] : row).trim();
      const quantity = match ? match[2].replace(/,/g, '') : '1';
      return { key: lineKey(), chosen: true, product_id: null, code: '', description, quantity, unit: null };
    });
}

/** "8000.000" → "8000.000"; "8000" → "8000.000": quantities as the API takes them (three decimals). */
export function apiQuantity(text: string): string | null {
  const cleaned = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,3})?$/.test(cleaned) || Number(cleaned) <= 0) return null;
  const [whole, fraction = ''] = cleaned.split('.');
  return `${whole}.${fraction.padEnd(3, '0')}`;
}

/** The chosen lines as the request call takes them, or the position of the first bad quantity. */
export function askedLines(lines: DraftLine[]): { lines: AskedLineIn[]; badQuantity: number | null } {
  const chosen = lines.filter((line) => line.chosen);
  const asked: AskedLineIn[] = [];
  for (const [index, line] of chosen.entries()) {
    const quantity = apiQuantity(line.quantity);
    if (quantity === null) return { lines: [], badQuantity: index };
    asked.push({
      product_id: line.product_id,
      code: line.code,
      description: line.description,
      quantity,
      unit: line.unit,
      customer_line_position: line.customer_line_position ?? null,
    });
  }
  return { lines: asked, badQuantity: null };
}
