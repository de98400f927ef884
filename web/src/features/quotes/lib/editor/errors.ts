/**
 * Field messages of the editor, from the server (a 422's `lines.3.quantity`) or from checks before a save, kept
 * by stable names: a line's or plot's key and its draft field (`l-7.quantity`), or the header's own name
 * (`customer`, `shipping.loads`), so a message stays on its cell when rows move.
 */
import { toPence } from '@/lib/money';
import type { Draft, LineDraft } from './draft';
import { toHundredths, toMilli } from '@/lib/quote-totals';

export type FieldMessages = Record<string, string>;

const LINE_FIELDS: Record<string, keyof LineDraft> = {
  product_id: 'description',
  code: 'code',
  description: 'description',
  quantity: 'quantity',
  unit: 'unit',
  cost_price: 'cost',
  sell_price: 'sell',
  margin_percent: 'margin',
  optional: 'optional',
  alternative_group: 'group',
  selected: 'selected',
  lead_time_days: 'leadTime',
};

const HEADER_FIELDS: Record<string, string> = {
  customer_id: 'customer',
  project_id: 'project',
  delivery_address_id: 'deliveryAddress',
  account_manager_id: 'accountManager',
  valid_until: 'validUntil',
  vat_rate: 'vatRate',
  customer_notes: 'customerNotes',
  notes: 'internalNotes',
  file_repo_url: 'fileRepoUrl',
  'shipping.loads': 'shipping.loads',
  'shipping.price_per_load': 'shipping.pricePerLoad',
  'shipping.part_load_charge': 'shipping.partLoad',
  'shipping.offloading_charge': 'shipping.offloading',
};

export const lineError = (key: string, field: keyof LineDraft) => `${key}.${field}`;
export const plotError = (key: string, field: 'plotNumber' | 'houseType' | 'quantities') => `${key}.${field}`;

/** Where a server field name (inside the `quote` envelope, or `notes`) shows in the editor, or null. */
export function editorField(field: string, draft: Draft): string | null {
  const name = field.replace(/^quote\./, '');
  if (name in HEADER_FIELDS) return HEADER_FIELDS[name];
  if (/^contact_ids(\.\d+)?$/.test(name)) return 'contacts';
  const line = /^lines\.(\d+)\.(\w+)/.exec(name);
  if (line) {
    const row = draft.lines[Number(line[1])];
    const target = LINE_FIELDS[line[2]];
    return row && target ? lineError(row.key, target) : null;
  }
  const plot = /^plots\.(\d+)\.(\w+)/.exec(name);
  if (plot) {
    const row = draft.plots[Number(plot[1])];
    if (!row) return null;
    const target = plot[2] === 'plot_number' ? 'plotNumber' : plot[2] === 'house_type' ? 'houseType' : 'quantities';
    return plotError(row.key, target);
  }
  return null;
}

const MONEY = 'Enter an amount in pounds and pence, e.g. 512.35';

/** What stops a save before it is sent, by editor field. Empty: the draft can be saved. */
export function checkDraft(draft: Draft): FieldMessages {
  const errors: FieldMessages = {};
  const { header, lines, shipping, plots } = draft;
  if (!header.customer) errors.customer = 'Choose a customer';
  const rate = toHundredths(header.vatRate);
  if (header.vatRate.trim() && (rate === null || rate < 0 || rate > 10000)) errors.vatRate = 'Enter a rate from 0 to 100';
  if (!/^\d{1,4}$/.test(shipping.loads.trim() || '0')) errors['shipping.loads'] = 'Enter a whole number of loads';
  for (const field of ['pricePerLoad', 'partLoad', 'offloading'] as const) {
    if (shipping[field].trim() && toPence(shipping[field]) === null) errors[`shipping.${field}`] = MONEY;
  }
  const groups = new Map<string, LineDraft[]>();
  for (const line of lines) {
    if (!line.description.trim()) errors[lineError(line.key, 'description')] = 'Enter a description';
    const quantity = toMilli(line.quantity);
    if (quantity === null || quantity === 0) errors[lineError(line.key, 'quantity')] = 'Enter a quantity above 0';
    if (line.cost.trim() && toPence(line.cost) === null) errors[lineError(line.key, 'cost')] = MONEY;
    if (line.sell.trim() && toPence(line.sell) === null) errors[lineError(line.key, 'sell')] = MONEY;
    if (!line.sell.trim()) {
      const margin = toHundredths(line.margin);
      if (!line.margin.trim()) errors[lineError(line.key, 'sell')] = 'Enter a sell price or a margin';
      else if (margin === null || margin >= 10000) errors[lineError(line.key, 'margin')] = 'Enter a margin below 100 %';
    }
    if (line.leadTime.trim() && !/^\d{1,3}$/.test(line.leadTime.trim())) {
      errors[lineError(line.key, 'leadTime')] = 'Enter a number of days';
    }
    const group = line.group.trim().toUpperCase();
    if (group) groups.set(group, [...(groups.get(group) ?? []), line]);
  }
  for (const [name, members] of groups) {
    if (members.length < 2) errors[lineError(members[0].key, 'group')] = `Alternative group ${name} needs at least two lines`;
    for (const extra of members.filter((line) => line.selected).slice(1)) {
      errors[lineError(extra.key, 'selected')] = `Only one line of alternative group ${name} can be selected`;
    }
  }
  const numbers = new Set<string>();
  for (const plot of plots) {
    const number = plot.plotNumber.trim().toLowerCase();
    if (!number) errors[plotError(plot.key, 'plotNumber')] = 'Enter a plot number';
    else if (numbers.has(number)) errors[plotError(plot.key, 'plotNumber')] = 'Each plot number can appear once';
    numbers.add(number);
    if (Object.values(plot.quantities).some((q) => q.trim() && toMilli(q) === null)) {
      errors[plotError(plot.key, 'quantities')] = 'Enter quantities with at most three decimals';
    }
  }
  return errors;
}
