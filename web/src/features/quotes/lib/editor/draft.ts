/**
 * The editor's working copy of a quote (the draft) and its mapping to and from the API: a draft is read from a
 * saved version (QuoteOut) and written as the `quote` of POST /quotes/add or /quotes/edit. Amounts and
 * quantities stay as typed until the save, so nothing a person types is lost to rounding.
 */
import type {
  CostFlag,
  Kind,
  ProductOut,
  QuoteFields,
  QuoteLineIn,
  QuoteOut,
  QuotePlotIn,
  SellingUnit,
} from '@/lib/api/types';
import { cleanAmount, toPence } from '@/lib/money';
import { fromHundredths, fromMilli, marginPercent, toMilli, type Charges, type PricedLine } from '@/lib/quote-totals';

export type Choice = { id: number; name: string };
/** Who the quote is for: a customer, or a company (a prospect); without a kind, a customer. */
export type PartyChoice = Choice & { kind?: Kind };

export type LineDraft = PricedLine & {
  /** Stable across moves and saves of the editor (not sent). */
  key: string;
  productId: number | null;
  code: string;
  description: string;
  /** What the price is for (the quantity counts bricks for a price per 1,000). */
  unit: SellingUnit;
  /** The margin as shown and typed; sell and margin each work out the other. */
  margin: string;
  leadTime: string;
  /** The product is discontinued in the catalogue (the line is marked). */
  discontinued: boolean;
  /** The user confirmed quoting a discontinued product (sent as `confirm_discontinued`). */
  confirmDiscontinued: boolean;
  /** The supplier-quote line the cost came from (sent back on every save, so the link is kept). */
  supplierQuoteLineId: number | null;
  /** The saved line's warning: its supplier re-quoted, or the supplier price expires first (not sent). */
  costFlag: CostFlag | null;
};

export type PlotDraft = {
  key: string;
  plotNumber: string;
  houseType: string;
  /** Quantity of each line, by the line's key. */
  quantities: Record<string, string>;
};

export type HeaderDraft = {
  customer: PartyChoice | null;
  contacts: Choice[];
  project: Choice | null;
  deliveryAddress: Choice | null;
  accountManager: Choice | null;
  /** YYYY-MM-DD or empty (30 days from sending). */
  validUntil: string;
  vatRate: string;
  customerNotes: string;
  internalNotes: string;
  fileRepoUrl: string;
};

export type Draft = { header: HeaderDraft; lines: LineDraft[]; shipping: Charges; plots: PlotDraft[] };

export const DEFAULT_VAT_RATE = '20';

let counter = 0;
/** A key no other line or plot of this session has. */
export const newKey = (prefix: 'l' | 'p') => `${prefix}-new-${++counter}`;

/** A margin as the grid shows it ("23.1"), or empty without a price. */
export function marginText(cost: string, sell: string): string {
  const costPence = toPence(cost);
  const sellPence = toPence(sell);
  if (costPence === null || sellPence === null) return '';
  const margin = marginPercent(costPence, sellPence);
  return margin === null ? '' : margin.toFixed(1);
}

export function emptyLine(overrides: Partial<LineDraft> = {}): LineDraft {
  return {
    key: newKey('l'),
    productId: null,
    code: '',
    description: '',
    quantity: '',
    unit: 'each',
    cost: '',
    sell: '',
    margin: '',
    optional: false,
    group: '',
    selected: true,
    leadTime: '',
    discontinued: false,
    confirmDiscontinued: false,
    supplierQuoteLineId: null,
    costFlag: null,
    ...overrides,
  };
}

/**
 * A new line for a catalogue product: its code, name, unit and lead time, priced at cost and list price. A
 * discontinued product is marked; `confirmed` says the user agreed to quote it (the API refuses it otherwise).
 */
export function lineFromProduct(product: ProductOut, quantity = '', confirmed = false): LineDraft {
  const discontinued = product.status === 'discontinued';
  return emptyLine({
    productId: product.product_id,
    code: product.code,
    description: product.name,
    quantity,
    unit: product.selling_unit,
    cost: product.cost_price,
    sell: product.list_price,
    margin: marginText(product.cost_price, product.list_price),
    leadTime: product.lead_time_days === null ? '' : String(product.lead_time_days),
    discontinued,
    confirmDiscontinued: discontinued && confirmed,
  });
}

export const EMPTY_CHARGES: Charges = { loads: '0', pricePerLoad: '0.00', partLoad: '0.00', offloading: '0.00' };

export function emptyDraft(accountManager: Choice | null): Draft {
  return {
    header: {
      customer: null,
      contacts: [],
      project: null,
      deliveryAddress: null,
      accountManager,
      validUntil: '',
      vatRate: DEFAULT_VAT_RATE,
      customerNotes: '',
      internalNotes: '',
      fileRepoUrl: '',
    },
    lines: [],
    shipping: { ...EMPTY_CHARGES },
    plots: [],
  };
}

/** "17.50" → "17.5": a rate as a person writes it. */
const rateText = (rate: string) => {
  const hundredths = toPence(rate);
  return hundredths === null ? rate : fromHundredths(hundredths);
};

const quantityText = (quantity: string) => {
  const milli = toMilli(quantity);
  return milli === null ? quantity : fromMilli(milli);
};

/** The draft of a saved version. Line keys come from line ids, so a reload keeps rows in place. */
export function draftFromQuote(quote: QuoteOut): Draft {
  const keyOf = new Map(quote.lines.map((line) => [line.line_id, `l-${line.line_id}`]));
  return {
    header: {
      customer: quote.customer,
      contacts: quote.contacts.map((contact) => ({ id: contact.contact_id, name: contact.name })),
      project: quote.project,
      deliveryAddress: quote.delivery_address,
      accountManager: quote.account_manager,
      validUntil: quote.valid_until ?? '',
      vatRate: rateText(quote.vat_rate),
      customerNotes: quote.customer_notes,
      internalNotes: quote.internal_notes,
      fileRepoUrl: quote.file_repo_url,
    },
    lines: [...quote.lines]
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        key: keyOf.get(line.line_id) ?? newKey('l'),
        productId: line.product_id,
        code: line.code,
        description: line.description,
        quantity: quantityText(line.quantity),
        unit: line.unit,
        cost: line.cost_price,
        sell: line.sell_price,
        margin: line.margin_percent === null ? '' : line.margin_percent.toFixed(1),
        optional: line.optional,
        group: line.alternative_group,
        selected: line.selected,
        leadTime: line.lead_time_days === null ? '' : String(line.lead_time_days),
        discontinued: line.discontinued,
        confirmDiscontinued: false,
        supplierQuoteLineId: line.supplier_quote_line_id,
        costFlag: line.cost_flag,
      })),
    shipping: {
      loads: String(quote.shipping.loads),
      pricePerLoad: quote.shipping.price_per_load,
      partLoad: quote.shipping.part_load_charge,
      offloading: quote.shipping.offloading_charge,
    },
    plots: quote.plots.map((plot) => ({
      key: `p-${plot.plot_id}`,
      plotNumber: plot.plot_number,
      houseType: plot.house_type,
      quantities: Object.fromEntries(
        plot.quantities
          .filter((q) => keyOf.has(q.line_id))
          .map((q) => [keyOf.get(q.line_id) as string, quantityText(q.quantity)]),
      ),
    })),
  };
}

/** An amount as the API takes it: no pound sign or separators; empty is nothing. */
const amount = (text: string, empty = '0') => cleanAmount(text) || empty;

export function lineBody(line: LineDraft): QuoteLineIn {
  const sell = cleanAmount(line.sell);
  const margin = line.margin.trim().replace(/[%\s]/g, '');
  const group = line.group.trim();
  const lead = line.leadTime.trim();
  return {
    product_id: line.productId,
    code: line.code.trim(),
    description: line.description.trim(),
    quantity: amount(line.quantity, ''),
    unit: line.unit,
    cost_price: amount(line.cost),
    sell_price: sell || null,
    margin_percent: sell || !margin ? null : margin,
    optional: line.optional,
    alternative_group: group,
    selected: line.optional || group ? line.selected : true,
    lead_time_days: lead === '' ? null : Number(lead),
    confirm_discontinued: line.confirmDiscontinued,
    supplier_quote_line_id: line.supplierQuoteLineId,
  };
}

export function plotBody(plot: PlotDraft, lines: readonly LineDraft[]): QuotePlotIn {
  return {
    plot_number: plot.plotNumber.trim(),
    house_type: plot.houseType.trim(),
    quantities: lines.flatMap((line, index) => {
      const quantity = amount(plot.quantities[line.key] ?? '', '');
      const milli = toMilli(quantity);
      return quantity && milli !== 0 ? [{ line: index, quantity }] : [];
    }),
  };
}

/** The `quote` of an add (or, with quote_id and row_version, an edit). The customer must be chosen. */
export function quoteFields(draft: Draft): QuoteFields {
  const { header, lines, shipping, plots } = draft;
  const loads = shipping.loads.trim();
  return {
    customer_id: header.customer?.id ?? 0,
    contact_ids: header.contacts.map((contact) => contact.id),
    project_id: header.project?.id ?? null,
    delivery_address_id: header.deliveryAddress?.id ?? null,
    account_manager_id: header.accountManager?.id ?? null,
    valid_until: header.validUntil || null,
    vat_rate: header.vatRate.trim().replace(/%$/, '').trim() || null,
    customer_notes: header.customerNotes.trim(),
    file_repo_url: header.fileRepoUrl.trim(),
    shipping: {
      loads: /^\d+$/.test(loads) ? Number(loads) : 0,
      price_per_load: amount(shipping.pricePerLoad),
      part_load_charge: amount(shipping.partLoad),
      offloading_charge: amount(shipping.offloading),
    },
    lines: lines.map(lineBody),
    plots: plots.map((plot) => plotBody(plot, lines)),
  };
}

/** A snapshot's reading of an amount or quantity: by value ("12.50" and "12.5" are the same). */
function snapshotValue(text: string | null | undefined) {
  if (text === null || text === undefined) return text;
  const milli = toMilli(text);
  return milli === null ? text : milli;
}

/**
 * Each line's part of the snapshot, kept with the line and its fields as written (joined, far cheaper than the
 * part itself): typing in one cell of a 300-line quote serialises that line again, not all 300.
 */
const lineSnapshots = new WeakMap<LineDraft, { fields: string; text: string }>();

function lineSnapshot(line: LineDraft): string {
  const fields = Object.values(line).join('\u0001');
  const kept = lineSnapshots.get(line);
  if (kept?.fields === fields) return kept.text;
  // Confirming a discontinued product is not a change of its own (a saved line needs no confirmation).
  const { confirm_discontinued: _, ...body } = lineBody(line);
  const text = JSON.stringify({
    ...body,
    quantity: snapshotValue(body.quantity),
    cost_price: snapshotValue(body.cost_price),
    sell_price: snapshotValue(body.sell_price),
  });
  lineSnapshots.set(line, { fields, text });
  return text;
}

/**
 * What a save would change, as one string: equal snapshots mean nothing to save. Amounts and quantities are
 * compared by value ("12.50" and "12.5" are the same), the margin only where no sell price is given.
 */
export function snapshot(draft: Draft): string {
  // The header and shipping as a save sends them; lines and plots below.
  const { lines: _lines, plots: _plots, ...rest } = quoteFields({ ...draft, lines: [], plots: [] });
  const head = JSON.stringify({
    ...rest,
    vat_rate: snapshotValue(rest.vat_rate as string | null),
    internal_notes: draft.header.internalNotes.trim(),
    shipping: Object.values(rest.shipping ?? {}).map((v) => snapshotValue(String(v))),
    plots: draft.plots.map((plot) => {
      const body = plotBody(plot, draft.lines);
      return { ...body, quantities: body.quantities?.map((q) => [q.line, snapshotValue(q.quantity)]) };
    }),
  });
  return `${head}\n[${draft.lines.map(lineSnapshot).join(',')}]`;
}
