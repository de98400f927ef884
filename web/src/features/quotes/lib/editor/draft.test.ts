import { describe, expect, it } from 'vitest';
import { catalogueProduct, quoteLine, savedQuote } from '../../testing/editor-fixtures';
import { draftFromQuote, emptyDraft, lineBody, lineFromProduct, quoteFields, snapshot } from './draft';

describe('the editor draft and the API body', () => {
  it('reads a saved version into the draft: quantities without trailing zeros, the rate as written', () => {
    const quote = savedQuote(9, {
      lines: [
        quoteLine(72, { position: 2, description: 'Second', quantity: '300.000', product_id: null }),
        quoteLine(71, { position: 1 }),
      ],
      plots: [{ plot_id: 3, plot_number: '1', house_type: 'Ashby', quantities: [{ line_id: 71, quantity: '6250.000' }] }],
      vat_rate: '17.50',
    });
    const draft = draftFromQuote(quote);
    expect(draft.lines.map((line) => [line.key, line.description, line.quantity, line.margin])).toEqual([
      ['l-71', 'Ibstock Tradesman Red', '12500', '19.6'],
      ['l-72', 'Second', '300', '19.6'],
    ]);
    expect(draft.header).toMatchObject({
      customer: { id: 5, name: 'Calder Valley Homes' },
      contacts: [{ id: 11, name: 'Jo Bloggs' }],
      vatRate: '17.5',
      internalNotes: 'Beat the Forterra price.',
    });
    expect(draft.plots).toEqual([{ key: 'p-3', plotNumber: '1', houseType: 'Ashby', quantities: { 'l-71': '6250' } }]);
    expect(draft.shipping).toEqual({ loads: '1', pricePerLoad: '85.50', partLoad: '0.00', offloading: '0.00' });
  });

  it('writes the body the API takes, plots referring to lines by index', () => {
    const draft = draftFromQuote(savedQuote(9, { plots: [{ plot_id: 3, plot_number: ' 1 ', house_type: '', quantities: [{ line_id: 71, quantity: '6250.000' }] }] }));
    draft.lines.push(lineFromProduct(catalogueProduct(77, { code: 'FT-77', name: 'Atherstone Red', lead_time_days: null }), '1,500'));
    draft.lines[1].sell = '£1,020.5';
    draft.header.validUntil = '2026-01-31';
    draft.shipping.partLoad = '';
    expect(quoteFields(draft)).toEqual({
      customer_id: 5,
      contact_ids: [11],
      project_id: 42,
      delivery_address_id: 21,
      account_manager_id: 1,
      valid_until: '2026-01-31',
      vat_rate: '20',
      customer_notes: 'Prices held for 30 days.',
      file_repo_url: '',
      shipping: { loads: 1, price_per_load: '85.50', part_load_charge: '0', offloading_charge: '0.00' },
      lines: [
        {
          product_id: 501,
          code: 'IB-501',
          description: 'Ibstock Tradesman Red',
          quantity: '12500',
          unit: 'per_1000',
          cost_price: '412.00',
          sell_price: '512.35',
          margin_percent: null,
          optional: false,
          alternative_group: '',
          selected: true,
          lead_time_days: 14,
          confirm_discontinued: false,
          supplier_quote_line_id: null,
        },
        {
          product_id: 77,
          code: 'FT-77',
          description: 'Atherstone Red',
          quantity: '1500',
          unit: 'per_1000',
          cost_price: '412.00',
          sell_price: '1020.5',
          margin_percent: null,
          optional: false,
          alternative_group: '',
          selected: true,
          lead_time_days: null,
          confirm_discontinued: false,
          supplier_quote_line_id: null,
        },
      ],
      plots: [{ plot_number: '1', house_type: '', quantities: [{ line: 0, quantity: '6250' }] }],
    });
  });

  it('sends a margin only when no sell price is given, and ordinary lines always selected', () => {
    const line = lineFromProduct(catalogueProduct(1));
    expect(lineBody({ ...line, quantity: '2', sell: '', margin: '25 %', selected: false })).toMatchObject({
      sell_price: null,
      margin_percent: '25',
      selected: true,
    });
    expect(lineBody({ ...line, quantity: '2', optional: true, selected: false })).toMatchObject({ selected: false });
  });

  it('sees no change where only the way a number is written differs', () => {
    const quote = savedQuote(9);
    const draft = draftFromQuote(quote);
    const same = structuredClone(draft);
    same.lines[0].quantity = '12500.000';
    same.lines[0].sell = '512.350';
    same.header.vatRate = '20.00';
    expect(snapshot(same)).toBe(snapshot(draft));
    same.lines[0].quantity = '12600';
    expect(snapshot(same)).not.toBe(snapshot(draft));
    const notes = structuredClone(draft);
    notes.header.internalNotes = 'Changed';
    expect(snapshot(notes)).not.toBe(snapshot(draft));
  });

  it('starts a new quote at the default VAT rate with the given account manager', () => {
    const draft = emptyDraft({ id: 1, name: 'Ada Lovelace' });
    expect(draft.header).toMatchObject({ vatRate: '20', accountManager: { id: 1, name: 'Ada Lovelace' }, customer: null });
    expect(draft.lines).toEqual([]);
  });
});
