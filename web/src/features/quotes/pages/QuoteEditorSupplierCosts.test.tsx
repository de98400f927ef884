import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AttachedSupplierQuote, CostFlag, SupplierCosts } from '@/lib/api/types';
import { mockFetch } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { costFlagText } from '../components/editor/CostFlagChip';
import { quoteLine, savedQuote } from '../testing/editor-fixtures';
import { bodyOf, cell, openEditor as open } from '../testing/editor-page';

type Saved = { quote: { lines: { description: string; cost_price: string; supplier_quote_line_id?: number | null }[]; shipping: unknown } };

const ibstock = { id: 8, name: 'Ibstock Brick' };

const attached: AttachedSupplierQuote = {
  supplier_quote_id: 30,
  number: 'SQ-000030',
  uuid: '0b0f3c1e-8a52-4c8e-9d3a-2f6a1e7b9c30',
  status: 'answered',
  supplier: { ...ibstock, kind: 'supplier' },
  request_id: 4,
  answered: true,
  version: 1,
  valid_until: '2026-02-01',
  validity: 'ok',
  total: '5400.00',
  answered_at: '2025-11-20T12:00:00Z',
  linked_at: null,
};

const candidate = (lineId: number, price: string) => ({
  supplier_quote_id: 30,
  number: 'SQ-000030',
  supplier: ibstock,
  version: 1,
  supplier_quote_line_id: lineId,
  price,
  unit: 'per_1000' as const,
  unit_cost: price,
  landed_unit_cost: price,
  lead_time: 10,
  lead_time_unit: 'working_days' as const,
  delivery_date: null,
  valid_until: '2026-02-01',
  validity: 'ok' as const,
  awarded: lineId === 402,
  alternative: false,
});

const costs: SupplierCosts = {
  quote_id: 9,
  version: 1,
  lines: [
    {
      line_id: 71,
      position: 1,
      description: 'Ibstock Tradesman Red',
      quantity: '12500.000',
      unit: 'per_1000',
      cost_price: '412.00',
      sell_price: '512.35',
      supplier_quote_line_id: 301,
      candidates: [],
      proposed: null,
    },
    {
      line_id: 72,
      position: 2,
      description: 'Mortar',
      quantity: '100.000',
      unit: 'per_1000',
      cost_price: '412.00',
      sell_price: '512.35',
      supplier_quote_line_id: null,
      candidates: [candidate(402, '398.50')],
      proposed: { supplier_quote_line_id: 402, cost_price: '398.50', why: 'awarded' },
    },
  ],
  delivery: {
    loads: 2,
    price_per_load: '120.00',
    part_load_charge: '35.00',
    offloading_charge: '15.00',
    pallet_charges: '0.00',
    supplier_quote_ids: [30],
  },
};

const quote = savedQuote(9, {
  lines: [quoteLine(71, { supplier_quote_line_id: 301 }), quoteLine(72, { description: 'Mortar', product_id: 9 })],
});

const routes = {
  'GET /api/quotes/9': { body: quote },
  'GET /api/suppliers/quote/attached/9': { body: [attached] },
  'GET /api/quotes/convertSupplierQuotes/9': { body: costs },
  'POST /api/quotes/edit': { body: quote },
};

describe('supplier costs in the quote editor', () => {
  it('proposes the costs, applies them to the draft only, and saves every line with its supplier link', async () => {
    const { api } = await open('/quotes/editor/9', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply supplier costs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply supplier costs' });
    const proposed = await within(dialog).findByRole('row', { name: 'Proposed cost: Mortar' });
    expect(proposed).toHaveTextContent('£412.00 → £398.50');
    expect(proposed).toHaveTextContent('SQ-000030 (Ibstock Brick)');
    expect(proposed).toHaveTextContent('Awarded');
    expect(within(dialog).getByRole('row', { name: 'Proposed cost: Ibstock Tradesman Red' })).toHaveTextContent('No valid supplier price');
    expect(dialog).toHaveTextContent('2 loads at £120.00, part-load £35.00, offloading £15.00');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cell('Cost price, line 2')).toHaveValue('398.50');
    expect(cell('Cost price, line 1')).toHaveValue('412.00');
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/quotes/edit')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodyOf(api, 'POST', '/api/quotes/edit')).toBeDefined());
    const saved = bodyOf(api, 'POST', '/api/quotes/edit') as Saved;
    expect(saved.quote.lines.map((line) => [line.description, line.cost_price, line.supplier_quote_line_id])).toEqual([
      ['Ibstock Tradesman Red', '412.00', 301],
      ['Mortar', '398.50', 402],
    ]);
    expect(saved.quote.shipping).toEqual({ loads: 2, price_per_load: '120.00', part_load_charge: '35.00', offloading_charge: '15.00' });
  });

  it('keeps delivery charges when they are unticked, and opens at once from the request screen', async () => {
    logIn();
    const api = mockFetch(routes);
    const { router } = renderRoute({ path: '/quotes/editor/9?apply_costs=1' });
    const dialog = await screen.findByRole('dialog', { name: 'Apply supplier costs' }, { timeout: 10_000 });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Apply the delivery charges' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodyOf(api, 'POST', '/api/quotes/edit')).toBeDefined());
    const saved = bodyOf(api, 'POST', '/api/quotes/edit') as Saved;
    expect(saved.quote.shipping).toEqual({ loads: 1, price_per_load: '85.50', part_load_charge: '0.00', offloading_charge: '0.00' });
    expect(saved.quote.lines.map((line) => line.supplier_quote_line_id)).toEqual([301, 402]);
  });

  it('offers no supplier costs without supplier quotes', async () => {
    await open('/quotes/editor/9', { ...routes, 'GET /api/suppliers/quote/attached/9': { body: [] } });
    await screen.findByRole('textbox', { name: 'Cost price, line 1' });
    expect(screen.queryByRole('button', { name: 'Apply supplier costs' })).not.toBeInTheDocument();
    expect(await screen.findByText('No supplier quotes yet: request prices for its lines.')).toBeInTheDocument();
  });

  it('lists its supplier quotes, each opening the supplier quote editor', async () => {
    const expiring = { ...attached, supplier_quote_id: 31, number: 'SQ-000031', status: 'requested' as const, answered: false, validity: 'expiring' as const, supplier: { id: 9, name: 'Wienerberger', kind: 'other' } };
    await open('/quotes/editor/9', { ...routes, 'GET /api/suppliers/quote/attached/9': { body: [attached, expiring] } });
    const table = await screen.findByRole('table', { name: 'Supplier quotes' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(/SQ-000030.*Ibstock Brick.*Answered.*1 February 2026.*£5,400\.00/);
    expect(within(first).getByRole('link', { name: 'SQ-000030' })).toHaveAttribute('href', '/supplier-quotes/editor/30');
    expect(second).toHaveTextContent(/SQ-000031.*Wienerberger.*Requested.*Expiring.*—/);
    // Each supplier opens its record: a supplier's screen, or an other's (a haulier).
    expect(within(first).getByRole('link', { name: 'Ibstock Brick' })).toHaveAttribute('href', '/supplier?id=8');
    expect(within(second).getByRole('link', { name: 'Wienerberger' })).toHaveAttribute('href', '/other?id=9');
    expect(screen.getByRole('link', { name: 'Request prices' })).toHaveAttribute('href', '/supplier-quotes/request/9');
  });

  it("flags a line whose supplier re-quoted or whose price expires first", async () => {
    const requoted: CostFlag = {
      kind: 'requoted',
      supplier_quote_id: 30,
      supplier_quote_number: 'SQ-000030',
      supplier_valid_until: '2026-02-01',
      used_cost: '412.00',
      new_cost: '430.00',
      margin_effect: '-225.00',
    };
    const expiring: CostFlag = { ...requoted, kind: 'expires_first', new_cost: null, margin_effect: null };
    await open('/quotes/editor/9', {
      ...routes,
      'GET /api/quotes/9': {
        body: savedQuote(9, {
          lines: [quoteLine(71, { cost_flag: requoted }), quoteLine(72, { cost_flag: expiring }), quoteLine(73)],
        }),
      },
    });
    expect(screen.getByLabelText('Line 1: Re-quoted: £412.00 → £430.00, margin −£225.00 (SQ-000030).')).toHaveTextContent('Re-quoted');
    expect(screen.getByLabelText(/^Line 2: Supplier price expires before this quote/)).toHaveTextContent('Supplier price expires first');
    expect(screen.queryByLabelText(/^Line 3: /)).not.toBeInTheDocument();
    expect(costFlagText({ ...requoted, margin_effect: '12.5' }).detail).toBe('Re-quoted: £412.00 → £430.00, margin +£12.50 (SQ-000030).');
    // The day as every screen writes it, not the API's 2026-02-01.
    expect(costFlagText(expiring).detail).toBe('Supplier price expires before this quote: SQ-000030 (valid until 1 Feb 2026).');
  });
});
