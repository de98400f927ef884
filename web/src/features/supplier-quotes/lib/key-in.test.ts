import { describe, expect, it } from 'vitest';
import { blankDraft, blankLine, receivedBody } from './key-in';

describe('receivedBody', () => {
  it('names every field that is wrong by the API’s names, and sends nothing', () => {
    const draft = blankDraft();
    draft.lines = [blankLine({ quantity: '0', price: 'abc', lead_time: '2.5' }), blankLine({ description: 'Ties', quantity: '5', cannot_quote: true, price: 'x' })];
    draft.charges.loads = 'two';
    draft.charges.offload_charge = '12.345';
    const { body, problems } = receivedBody(draft);
    expect(body).toBeNull();
    expect(problems).toEqual({
      supplier_id: 'Choose who gave the prices',
      'lines.0.quantity': 'Give a quantity above 0 (up to three decimals)',
      'lines.0.description': 'Describe the line or pick a product',
      'lines.0.price': 'Pounds and pence, like 612.40',
      'lines.0.lead_time': 'Whole days or weeks, up to 365',
      'charges.loads': 'A whole number',
      'charges.offload_charge': 'Pounds and pence',
    });
  });

  it('writes amounts in pence, quantities to three decimals and drops the price of a line not quoted', () => {
    const draft = { ...blankDraft(), supplier_id: 20, customer_quote_id: 13, valid_until: '2026-05-01' };
    draft.lines = [blankLine({ description: 'Lintel', quantity: '1,200', price: '£1,004.5', lead_time: '2', lead_time_unit: 'weeks' }), blankLine({ description: 'Ties', quantity: '5', cannot_quote: true, cannot_quote_reason: ' none ', price: '3' })];
    const { body } = receivedBody(draft);
    expect(body?.quote).toMatchObject({ supplier_id: 20, customer_quote_ids: [13], valid_until: '2026-05-01' });
    expect(body?.quote.lines?.[0]).toMatchObject({ quantity: '1200.000', price: '1004.50', lead_time: 2, lead_time_unit: 'weeks' });
    expect(body?.quote.lines?.[1]).toMatchObject({ price: null, lead_time: null, cannot_quote: true, cannot_quote_reason: 'none' });
    expect(body?.quote.charges).toMatchObject({ haulage_basis: 'included', loads: 0, haulage_amount: '0' });
  });
});
