/** A quote received by phone or mail, as the key-in screen edits it and as `…/quote/add` takes it. */
import type { ChargesIn, HaulageBasis, LeadTimeUnit, ReceivedQuoteIn, SupplierLineIn } from '../api/types';
import { moneyOf } from './edit-body';
import { apiQuantity, lineKey } from './request-lines';

export type Party = 'supplier' | 'other';
export type Unit = NonNullable<SupplierLineIn['unit']>;

export type KeyInLine = {
  key: string;
  product_id: number | null;
  code: string;
  description: string;
  quantity: string;
  unit: Unit;
  price: string;
  lead_time: string;
  lead_time_unit: LeadTimeUnit;
  cannot_quote: boolean;
  cannot_quote_reason: string;
};

export type KeyInCharges = {
  haulage_basis: HaulageBasis;
  haulage_amount: string;
  loads: string;
  part_load_surcharge: string;
  offload_charge: string;
  pallets: string;
  pallet_charge: string;
  pallet_refund: string;
};

export type KeyInDraft = {
  supplier_id: number | null;
  customer_quote_id: number | null;
  received_from: string;
  valid_until: string;
  supplier_notes: string;
  internal_notes: string;
  lines: KeyInLine[];
  charges: KeyInCharges;
};

export const MONEY_CHARGES = ['haulage_amount', 'part_load_surcharge', 'offload_charge', 'pallet_charge', 'pallet_refund'] as const;
export const COUNT_CHARGES = ['loads', 'pallets'] as const;

export const blankCharges = (): KeyInCharges => ({
  haulage_basis: 'included',
  haulage_amount: '',
  loads: '',
  part_load_surcharge: '',
  offload_charge: '',
  pallets: '',
  pallet_charge: '',
  pallet_refund: '',
});

export const blankLine = (changes: Partial<KeyInLine> = {}): KeyInLine => ({
  key: lineKey(),
  product_id: null,
  code: '',
  description: '',
  quantity: '',
  unit: 'each',
  price: '',
  lead_time: '',
  lead_time_unit: 'working_days',
  cannot_quote: false,
  cannot_quote_reason: '',
  ...changes,
});

export const blankDraft = (): KeyInDraft => ({
  supplier_id: null,
  customer_quote_id: null,
  received_from: '',
  valid_until: '',
  supplier_notes: '',
  internal_notes: '',
  lines: [blankLine()],
  charges: blankCharges(),
});

/** Problems found before sending, by the API's field names ("lines.0.price"), so both show in the same place. */
export type Problems = Record<string, string>;

const count = (text: string): number | null | undefined => {
  const cleaned = text.trim();
  if (cleaned === '') return null;
  return /^\d+$/.test(cleaned) ? Number(cleaned) : undefined;
};

function lineIn(line: KeyInLine, at: string, problems: Problems): SupplierLineIn {
  const quantity = apiQuantity(line.quantity);
  if (quantity === null) problems[`${at}.quantity`] = 'Give a quantity above 0 (up to three decimals)';
  if (line.product_id === null && line.description.trim() === '') problems[`${at}.description`] = 'Describe the line or pick a product';
  const price = moneyOf(line.price);
  if (price === undefined && !line.cannot_quote) problems[`${at}.price`] = 'Pounds and pence, like 612.40';
  const lead = count(line.lead_time);
  if (lead === undefined || (lead !== null && lead > 365)) problems[`${at}.lead_time`] = 'Whole days or weeks, up to 365';
  return {
    product_id: line.product_id,
    code: line.code,
    description: line.description.trim(),
    quantity: quantity ?? '0',
    unit: line.unit,
    price: line.cannot_quote ? null : (price ?? null),
    lead_time: line.cannot_quote ? null : (lead ?? null),
    lead_time_unit: line.lead_time_unit,
    cannot_quote: line.cannot_quote,
    cannot_quote_reason: line.cannot_quote ? line.cannot_quote_reason.trim() : '',
    works: '',
    alternative_description: '',
    supplier_notes: '',
  };
}

function chargesIn(charges: KeyInCharges, problems: Problems): ChargesIn {
  const money = (field: (typeof MONEY_CHARGES)[number]) => {
    const value = moneyOf(charges[field]);
    if (value === undefined) problems[`charges.${field}`] = 'Pounds and pence';
    return value ?? '0';
  };
  const whole = (field: (typeof COUNT_CHARGES)[number]) => {
    const value = count(charges[field]);
    if (value === undefined) problems[`charges.${field}`] = 'A whole number';
    return value ?? 0;
  };
  return {
    haulage_basis: charges.haulage_basis,
    haulage_amount: money('haulage_amount'),
    loads: whole('loads'),
    part_load_surcharge: money('part_load_surcharge'),
    offload_charge: money('offload_charge'),
    pallets: whole('pallets'),
    pallet_charge: money('pallet_charge'),
    pallet_refund: money('pallet_refund'),
  };
}

/** The body of `…/quote/add`, or what is wrong with the draft (nothing is sent then). */
export function receivedBody(draft: KeyInDraft): { body: ReceivedQuoteIn | null; problems: Problems } {
  const problems: Problems = {};
  if (draft.supplier_id === null) problems.supplier_id = 'Choose who gave the prices';
  if (draft.lines.length === 0) problems.lines = 'Add at least one line with its price.';
  const lines = draft.lines.map((line, index) => lineIn(line, `lines.${index}`, problems));
  const charges = chargesIn(draft.charges, problems);
  if (Object.keys(problems).length > 0) return { body: null, problems };
  return {
    problems,
    body: {
      received_from: draft.received_from.trim(),
      quote: {
        supplier_id: draft.supplier_id ?? 0,
        site_address: '',
        site_postcode: '',
        notes: '',
        load_preference: 'either',
        customer_quote_ids: draft.customer_quote_id === null ? [] : [draft.customer_quote_id],
        valid_until: draft.valid_until || null,
        supplier_notes: draft.supplier_notes.trim(),
        internal_notes: draft.internal_notes.trim(),
        charges,
        lines,
      },
    },
  };
}
