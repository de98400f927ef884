/** What "Generate POs" will draft, read off the comparison: one order per supplier with awarded lines. */
import { fromPence, toPence } from '@/lib/money';
import type { ComparisonOut } from '../api/types';

export type PlannedOrder = {
  supplierQuoteId: number;
  number: string;
  supplier: string;
  lines: number;
  /** The awarded lines' goods ("4160.00"); the order also carries the answer's charges. */
  goods: string;
  charges: string;
};

/** The suppliers with awarded lines, in the comparison's order, each with the goods of its awarded lines. */
export function plannedOrders(matrix: ComparisonOut): PlannedOrder[] {
  return matrix.suppliers.flatMap((supplier, column) => {
    if (supplier.awarded_lines === 0) return [];
    let pence = 0;
    for (const row of matrix.rows) {
      const cell = row.cells[column];
      if (cell?.awarded) pence += toPence(cell.line_total) ?? 0;
    }
    return [
      {
        supplierQuoteId: supplier.supplier_quote_id,
        number: supplier.number,
        supplier: supplier.supplier.name,
        lines: supplier.awarded_lines,
        goods: fromPence(pence),
        charges: supplier.charges_total,
      },
    ];
  });
}
