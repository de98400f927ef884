/** A supplier quote as the edit call takes it, built from the quote as read and the prices keyed in. */
import type { StaffLineOut, SupplierCharges, SupplierLineIn, SupplierQuoteFields, SupplierQuoteOut } from '../api/types';

export type LineEdit = { price: string; lead_time: string; cannot_quote: boolean };

export const lineEditOf = (line: StaffLineOut): LineEdit => ({
  price: line.price ?? '',
  lead_time: line.lead_time === null ? '' : String(line.lead_time),
  cannot_quote: line.cannot_quote,
});

/** "520" → "520.00"; empty → null; anything else → undefined (not an amount). */
export function moneyOf(text: string): string | null | undefined {
  const cleaned = text.trim().replace(/[£,\s]/g, '');
  if (cleaned === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const [whole, pence = ''] = cleaned.split('.');
  return `${whole}.${pence.padEnd(2, '0')}`;
}

function lineIn(line: StaffLineOut, edit: LineEdit): SupplierLineIn {
  const lead = edit.lead_time.trim() === '' ? null : Number(edit.lead_time);
  return {
    product_id: line.product_id,
    code: line.code,
    description: line.description,
    quantity: line.quantity,
    unit: line.unit,
    price: edit.cannot_quote ? null : (moneyOf(edit.price) ?? null),
    lead_time: lead !== null && Number.isInteger(lead) ? lead : null,
    lead_time_unit: line.lead_time_unit,
    earliest_date: line.earliest_date,
    works: line.works,
    cannot_quote: edit.cannot_quote,
    cannot_quote_reason: line.cannot_quote_reason,
    alternative_product_id: line.alternative_product_id,
    alternative_description: line.alternative_description,
    alternative_price: line.alternative_price,
    min_order_quantity: line.min_order_quantity,
    full_load_quantity: line.full_load_quantity,
    pack_size: line.pack_size,
    pallet_size: line.pallet_size,
    supplier_notes: line.supplier_notes,
  };
}

/** The request's dates as the editor holds them ("" for none). */
export type DatesEdit = { required_on_site: string; response_deadline: string };

/** The whole quote with the keyed-in prices, charges and dates, at the row_version it was read at. */
export function editBody(
  quote: SupplierQuoteOut,
  edits: Record<number, LineEdit>,
  charges: SupplierCharges,
  dates?: DatesEdit,
): SupplierQuoteFields & { quote_id: number; row_version: number } {
  return {
    quote_id: quote.id,
    row_version: quote.row_version,
    supplier_id: quote.supplier.id,
    contact_ids: quote.contacts.map((c) => c.contact_id),
    customer_quote_ids: quote.customer_quotes.map((q) => q.id),
    project_id: quote.project?.id ?? null,
    site_address_id: quote.site_address_id,
    site_address: quote.site_address,
    site_postcode: quote.site_postcode,
    required_on_site: dates ? dates.required_on_site || null : quote.required_on_site,
    response_deadline: dates ? dates.response_deadline || null : quote.response_deadline,
    offload_method: quote.offload_method,
    load_preference: quote.load_preference,
    notes: quote.notes,
    internal_notes: quote.internal_notes,
    valid_until: quote.version.valid_until,
    supplier_notes: quote.version.supplier_notes,
    charges,
    lines: quote.lines.map((line) => lineIn(line, edits[line.line_id] ?? lineEditOf(line))),
  };
}
