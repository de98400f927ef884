/**
 * The supplier's answer as typed: every field a string until it is sent, so a half-typed price never jumps.
 * `toAnswer` turns a line into what `PUT /suppliers/quote/totals` takes; `lineProblems` are the messages shown
 * before asking the server (which has the last word, its 422 messages go on the same fields).
 */
import { cleanAmount, fromPence, toPence } from '@/lib/money';
import type { AnswerIn, ChargesIn, ChargesOut, HaulageBasis, LeadTimeUnit, SupplierLineOut } from '../api/types';

export type LineDraft = {
  line_id: number;
  price: string;
  lead_time: string;
  lead_time_unit: LeadTimeUnit;
  earliest_date: string;
  works: string;
  cannot_quote: boolean;
  cannot_quote_reason: string;
  alternative_description: string;
  alternative_price: string;
  min_order_quantity: string;
  full_load_quantity: string;
  pack_size: string;
  pallet_size: string;
  supplier_notes: string;
};

export type LineField = Exclude<keyof LineDraft, 'line_id'>;

export type ChargesDraft = {
  haulage_basis: HaulageBasis;
  haulage_amount: string;
  loads: string;
  part_load_surcharge: string;
  offload_charge: string;
  pallets: string;
  pallet_charge: string;
  pallet_refund: string;
};

export type ChargeField = keyof ChargesDraft;

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
/** "0.00" reads as an empty box: nothing charged. */
const amount = (value: string) => (toPence(value) === 0 ? '' : value);
/** "1000.000" → "1000": quantities as a person would type them. */
const quantity = (value: string | null) => (value === null ? '' : String(Number(value)));

export function lineDraft(line: SupplierLineOut): LineDraft {
  return {
    line_id: line.line_id,
    price: text(line.price),
    lead_time: text(line.lead_time),
    lead_time_unit: line.lead_time_unit,
    earliest_date: text(line.earliest_date),
    works: line.works,
    cannot_quote: line.cannot_quote,
    cannot_quote_reason: line.cannot_quote_reason,
    alternative_description: line.alternative_description,
    alternative_price: text(line.alternative_price),
    min_order_quantity: quantity(line.min_order_quantity),
    full_load_quantity: quantity(line.full_load_quantity),
    pack_size: text(line.pack_size),
    pallet_size: text(line.pallet_size),
    supplier_notes: line.supplier_notes,
  };
}

export function chargesDraft(charges: ChargesOut): ChargesDraft {
  return {
    haulage_basis: charges.haulage_basis,
    haulage_amount: amount(charges.haulage_amount),
    loads: charges.loads ? String(charges.loads) : '',
    part_load_surcharge: amount(charges.part_load_surcharge),
    offload_charge: amount(charges.offload_charge),
    pallets: charges.pallets ? String(charges.pallets) : '',
    pallet_charge: amount(charges.pallet_charge),
    pallet_refund: amount(charges.pallet_refund),
  };
}

const MONEY_MESSAGE = 'Enter an amount in pounds and pence, like 512.50';
const WHOLE_MESSAGE = 'Enter a whole number';
const QUANTITY_MESSAGE = 'Enter a quantity, like 1000 or 40.5';

/** Whole pence, or null for an empty box; undefined when what was typed is not an amount. */
export function penceOf(value: string): number | null | undefined {
  if (!cleanAmount(value)) return null;
  return toPence(value) ?? undefined;
}

function wholeOf(value: string): number | null | undefined {
  const cleaned = value.trim().replace(/[,\s]/g, '');
  if (!cleaned) return null;
  return /^\d{1,9}$/.test(cleaned) ? Number(cleaned) : undefined;
}

function quantityOf(value: string): string | null | undefined {
  const cleaned = value.trim().replace(/[,\s]/g, '');
  if (!cleaned) return null;
  return /^\d{1,9}(\.\d{1,3})?$/.test(cleaned) ? cleaned : undefined;
}

const money = (value: string) => {
  const pence = penceOf(value);
  return pence === null || pence === undefined ? null : fromPence(pence);
};

/** What is wrong with a line as typed (field → message), before any call. */
export function lineProblems(line: LineDraft): Partial<Record<LineField, string>> {
  const problems: Partial<Record<LineField, string>> = {};
  if (penceOf(line.price) === undefined) problems.price = MONEY_MESSAGE;
  if (penceOf(line.alternative_price) === undefined) problems.alternative_price = MONEY_MESSAGE;
  const lead = wholeOf(line.lead_time);
  if (lead === undefined || (lead !== null && lead > 365)) problems.lead_time = 'Enter a whole number from 0 to 365';
  for (const field of ['min_order_quantity', 'full_load_quantity'] as const) {
    if (quantityOf(line[field]) === undefined) problems[field] = QUANTITY_MESSAGE;
  }
  for (const field of ['pack_size', 'pallet_size'] as const) {
    const size = wholeOf(line[field]);
    if (size === undefined || size === 0) problems[field] = WHOLE_MESSAGE;
  }
  if (line.cannot_quote && !line.cannot_quote_reason.trim()) problems.cannot_quote_reason = 'Say why this line cannot be quoted';
  if (line.earliest_date && !/^\d{4}-\d{2}-\d{2}$/.test(line.earliest_date)) problems.earliest_date = 'Enter a date';
  return problems;
}

const CHARGE_AMOUNTS = ['haulage_amount', 'part_load_surcharge', 'offload_charge', 'pallet_charge', 'pallet_refund'] as const;

export function chargeProblems(charges: ChargesDraft): Partial<Record<ChargeField, string>> {
  const problems: Partial<Record<ChargeField, string>> = {};
  for (const field of CHARGE_AMOUNTS) if (penceOf(charges[field]) === undefined) problems[field] = MONEY_MESSAGE;
  for (const field of ['loads', 'pallets'] as const) if (wholeOf(charges[field]) === undefined) problems[field] = WHOLE_MESSAGE;
  return problems;
}

export function toAnswer(line: LineDraft): AnswerIn {
  return {
    line_id: line.line_id,
    price: line.cannot_quote ? null : money(line.price),
    lead_time: wholeOf(line.lead_time) ?? null,
    lead_time_unit: line.lead_time_unit,
    earliest_date: line.earliest_date || null,
    works: line.works.trim(),
    cannot_quote: line.cannot_quote,
    cannot_quote_reason: line.cannot_quote ? line.cannot_quote_reason.trim() : '',
    alternative_description: line.alternative_description.trim(),
    alternative_price: money(line.alternative_price),
    min_order_quantity: quantityOf(line.min_order_quantity) ?? null,
    full_load_quantity: quantityOf(line.full_load_quantity) ?? null,
    pack_size: wholeOf(line.pack_size) ?? null,
    pallet_size: wholeOf(line.pallet_size) ?? null,
    supplier_notes: line.supplier_notes.trim(),
  };
}

export function toCharges(charges: ChargesDraft): ChargesIn {
  const hauled = charges.haulage_basis !== 'included';
  return {
    haulage_basis: charges.haulage_basis,
    haulage_amount: hauled ? (money(charges.haulage_amount) ?? '0.00') : '0.00',
    loads: hauled ? (wholeOf(charges.loads) ?? 0) : 0,
    part_load_surcharge: money(charges.part_load_surcharge) ?? '0.00',
    offload_charge: money(charges.offload_charge) ?? '0.00',
    pallets: wholeOf(charges.pallets) ?? 0,
    pallet_charge: money(charges.pallet_charge) ?? '0.00',
    pallet_refund: money(charges.pallet_refund) ?? '0.00',
  };
}

/** `lines.12.price` (a 422's field) → line 12's price; the answers are sent in the lines' order. */
export function splitLineField(field: string): { index: number; field: string } | null {
  const match = /^lines\.(\d+)\.(\w+)$/.exec(field);
  return match ? { index: Number(match[1]), field: match[2] } : null;
}
