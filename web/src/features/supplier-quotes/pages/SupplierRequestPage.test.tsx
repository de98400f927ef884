import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { snackbarStore } from '@/lib/snackbar';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { comparison, customerQuote, listPage, supplierQuoteItem } from '../testing/fixtures';
import SupplierRequestPage from './SupplierRequestPage';

type Handler = MockResponse | ((r: { url: string; body: unknown }) => MockResponse);

const ROUTES: RouteObject[] = [
  { path: '/supplier-quotes/request/:quoteId', element: <SupplierRequestPage /> },
  { path: '/quotes/editor/:quoteId', element: <h1>Quote editor</h1> },
];

const SUGGESTED = [
  { supplier: { id: 20, name: 'Ibstock Brick', kind: 'supplier' }, product_ids: [4], equivalent_product_ids: [], covers: 1 },
  { supplier: { id: 21, name: 'Wienerberger', kind: 'supplier' }, product_ids: [], equivalent_product_ids: [4], covers: 1 },
];
const PREVIEW = {
  quote_id: 1,
  version: 1,
  recipients: [{ contact_id: 30, name: 'Sam Sales', email: 'sam@ibstock.example' }],
  subject: 'Request for prices SQ-000001',
  body_html: '<p>Please price</p>',
  body_text: 'Please price',
  public_url: 'http://localhost/supplier-quote/x',
  problems: [],
};

async function open(routes: Record<string, Handler>, path = '/supplier-quotes/request/13') {
  logIn({ role: 'staff' });
  const api = mockFetch({
    'GET /api/notifications/1': { body: [] },
    'GET /api/quotes/13': { body: customerQuote(13) },
    'GET /api/suppliers/request/suggest': { body: SUGGESTED },
    ...routes,
  });
  const view = renderRoute({ path, routes: ROUTES });
  return { api, ...view };
}

describe('request for prices', () => {
  it('asks two suggested suppliers for the customer quote’s lines, then previews and sends the mail', async () => {
    // Once the request is made, the refreshed comparison has its two (unanswered) quotes: the form gives way to the
    // tracking and the matrix, and the send dialog must still open.
    let made = false;
    const drafts = [supplierQuoteItem(1, { status: 'draft' }), supplierQuoteItem(2, { status: 'draft' })];
    const { api } = await open({
      'GET /api/suppliers/comparison/quote/13': () => ({ body: made ? comparison() : comparison({ suppliers: [], rows: [] }) }),
      'GET /api/suppliers/quotes': () => listPage(made ? drafts : []),
      'POST /api/suppliers/request': () => {
        made = true;
        return { status: 201, body: { request_id: 3, number: 'RFQ-000003', customer_quote_id: 13, supplier_quotes: drafts } };
      },
      'PUT /api/suppliers/quote/send/preview': { body: PREVIEW },
      'PUT /api/quotes/send/quoteRequest': {
        body: {
          sent: [
            { quote_id: 31, number: 'SQ-000001', outbox_ids: [5], recipients: [{ contact_id: 2, name: 'Jo Hart', email: 'jo@ibstock.example' }] },
            { quote_id: 32, number: 'SQ-000002', outbox_ids: [6], recipients: [{ contact_id: 3, name: '', email: 'sales@wienerberger.example' }] },
          ],
          quotes: [],
        },
      },
    });
    // The customer quote refreshes last (as over a network): the comparison's answer has already replaced the form.
    const served = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (made && url.includes('/api/quotes/13')) await new Promise((resolve) => setTimeout(resolve, 300));
      return served(input, init);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Supplier prices for Q-000013' }, { timeout: 10_000 })).toBeInTheDocument();
    const lines = await screen.findByRole('table', { name: 'Lines to ask for' });
    expect(within(lines).getByLabelText('Quantity of Ibstock Red Multi 65mm')).toHaveValue('8000');

    await userEvent.click(await screen.findByRole('checkbox', { name: /Ibstock Brick — supplies 1 of 1 product/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Wienerberger — supplies 1 of 1 product \(1 as an equivalent\)/ }));
    await userEvent.type(screen.getByLabelText('Required on site'), '2026-04-01');
    await userEvent.click(screen.getByRole('button', { name: 'Create request to 2 suppliers' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send the request to 2 suppliers' });
    const created = api.calls.find((call) => call.method === 'POST' && call.path === '/api/suppliers/request');
    expect(created?.body).toMatchObject({
      supplier_ids: [20, 21],
      customer_quote_id: 13,
      project_id: 7,
      required_on_site: '2026-04-01',
      lines: [
        // The customer quote's line it asks for, so the answer's cost goes back to that line.
        { product_id: 4, code: 'IBS-RED', description: 'Ibstock Red Multi 65mm', quantity: '8000.000', unit: 'per_1000', customer_line_position: 1 },
      ],
    });
    expect(await within(dialog).findByText(/Request for prices SQ-000001/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Sam Sales <sam@ibstock.example>/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = api.calls.find((call) => call.method === 'PUT' && call.path === '/api/quotes/send/quoteRequest');
    expect(sent?.body).toEqual({ request_id: 3, message: '' });
    expect(snackbarStore.get()).toMatchObject({ message: '2 requests for prices sent.', colour: 'primary' });
  });

  it('asking more suppliers flags those asked already, and shows the API’s refusal by the supplier field', async () => {
    const refused = 'Wienerberger was already asked for this customer quote (SQ-000009): open that quote, or withdraw it to ask again.';
    const { api } = await open({
      'GET /api/suppliers/comparison/quote/13': { body: comparison() },
      'GET /api/suppliers/quotes': listPage([
        supplierQuoteItem(1),
        supplierQuoteItem(2, { status: 'declined', supplier: { id: 21, name: 'Wienerberger', kind: 'supplier' } }),
      ]),
      'POST /api/suppliers/request': { status: 409, body: { detail: refused, errors: [{ field: 'supplier_ids.0', message: refused }] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ask more suppliers' }, { timeout: 10_000 }));
    const ibstock = await screen.findByRole('checkbox', { name: 'Ibstock Brick — already asked (SQ-000001)' });
    expect(ibstock).toBeDisabled();
    // Declined: it may be asked again.
    const wienerberger = screen.getByRole('checkbox', { name: /Wienerberger — supplies 1 of 1 product/ });
    expect(wienerberger).toBeEnabled();
    await userEvent.click(wienerberger);
    await userEvent.click(screen.getByRole('button', { name: 'Create request' }));
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/suppliers/request')?.body).toMatchObject({ supplier_ids: [21] });
    // Changed one's mind: the form closes without asking.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Ask more suppliers' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ask for prices' })).not.toBeInTheDocument();
  });

  it('asking more suppliers for a stand-alone request starts from the lines it asked for, and adds to that request', async () => {
    const matrix = comparison({ customer_quote_id: null, rows: comparison().rows.map((row) => ({ ...row, customer_quote_id: null, customer_line_position: null })) });
    const { api } = await open(
      {
        'GET /api/suppliers/request/3/comparison': { body: matrix },
        'GET /api/suppliers/quotes': listPage([supplierQuoteItem(1)]),
        'POST /api/suppliers/request': { status: 201, body: { request_id: 3, number: 'RFQ-000003', customer_quote_id: null, supplier_quotes: [] } },
      },
      '/supplier-quotes/request/new?request=3',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ask more suppliers' }, { timeout: 10_000 }));
    const lines = await screen.findByRole('table', { name: 'Lines to ask for' });
    expect(within(lines).getByLabelText('Quantity of Ibstock Red Multi 65mm')).toHaveValue('8000');
    expect(within(lines).getByLabelText('Quantity of Mortar, natural')).toHaveValue('40');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Wienerberger — supplies/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to the request' }));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/suppliers/request')).toBe(true));
    expect(api.calls.find((call) => call.path === '/api/suppliers/request')?.body).toMatchObject({
      supplier_ids: [21],
      customer_quote_id: null,
      request_id: 3,
      lines: [
        { product_id: 4, code: 'IBS-RED', quantity: '8000.000', unit: 'per_1000', customer_line_position: null },
        { product_id: 5, code: 'MORTAR', quantity: '40.000', unit: 'each', customer_line_position: null },
      ],
    });
  });

  it('refuses to create a request without a supplier', async () => {
    const { api } = await open({
      'GET /api/suppliers/comparison/quote/13': { body: comparison({ suppliers: [], rows: [] }) },
      'GET /api/suppliers/quotes': listPage([]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create request' }, { timeout: 10_000 }));
    expect(await screen.findByText('Choose at least one supplier.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/suppliers/request')).toBe(false);
  });

  it('asks before the lines, suppliers or dates typed are lost, not before they are untouched', async () => {
    const { router } = await open({
      'GET /api/suppliers/comparison/quote/13': { body: comparison({ suppliers: [], rows: [] }) },
      'GET /api/suppliers/quotes': listPage([]),
    });
    const lines = await screen.findByRole('table', { name: 'Lines to ask for' }, { timeout: 10_000 });
    await router.navigate('/quotes/editor/13');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote editor' })).toBeInTheDocument();

    await router.navigate('/supplier-quotes/request/13');
    const quantity = await within(await screen.findByRole('table', { name: 'Lines to ask for' }, { timeout: 10_000 })).findByLabelText('Quantity of Ibstock Red Multi 65mm');
    expect(lines).not.toBeInTheDocument();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '9000');
    void router.navigate('/quotes/editor/13');
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(leave).toHaveTextContent('The request’s lines, suppliers and dates have not been saved');
    await userEvent.click(within(leave).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/supplier-quotes/request/13');
    expect(screen.getByLabelText('Quantity of Ibstock Red Multi 65mm')).toHaveValue('9000');
  });

  it('tracks each supplier, compares the answers and awards a line with a reason', async () => {
    const { api } = await open({
      'GET /api/suppliers/comparison/quote/13': { body: comparison() },
      'GET /api/suppliers/quotes': listPage([
        supplierQuoteItem(1),
        supplierQuoteItem(2, { status: 'requested', answered_at: null, supplier: { id: 21, name: 'Wienerberger', kind: 'supplier' } }),
      ]),
      'PUT /api/suppliers/comparison/quote/13/award': { body: comparison() },
    });
    const tracking = await screen.findByRole('table', { name: 'Suppliers asked' }, { timeout: 10_000 });
    const [, first, second] = within(tracking).getAllByRole('row');
    expect(first).toHaveTextContent(/Ibstock Brick.*SQ-000001.*Answered/);
    expect(second).toHaveTextContent(/Wienerberger.*SQ-000002.*Opened/);
    // Each supplier asked opens its own screen.
    expect(within(first).getByRole('link', { name: 'Ibstock Brick' })).toHaveAttribute('href', '/supplier?id=20');

    const matrix = await screen.findByRole('table', { name: 'Comparison' });
    const [header, brick, mortar] = within(matrix).getAllByRole('row');
    expect(header).toHaveTextContent(/Ibstock Brick.*Valid · 30 Apr 2026.*Wienerberger.*Expires soon · 5 Mar 2026/);
    const [, ibstockCell, wienerCell] = within(brick).getAllByRole('cell');
    expect(ibstockCell).toHaveTextContent(/£520\.00 per 1,000.*Landed £565\.00.*On site 20 Mar 2026.*Best date/);
    expect(wienerCell).toHaveTextContent(/£505\.00 per 1,000.*Best price.*On site 8 Apr 2026 — too late/);
    expect(mortar).toHaveTextContent(/Can’t quote: We do not sell mortar/);

    // Nothing chosen yet: the button says why it waits, to the keyboard too.
    const waiting = screen.getByRole('button', { name: 'Award the chosen lines' });
    expect(waiting).toBeDisabled();
    expect(waiting.parentElement).toHaveAccessibleDescription('Choose a supplier’s price in a line’s row first.');
    await userEvent.click(within(matrix).getByRole('radio', { name: 'Choose Wienerberger for IBS-RED Ibstock Red Multi 65mm' }));
    await userEvent.click(screen.getByRole('button', { name: 'Award the chosen lines (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Award 1 line' });
    expect(within(dialog).getByRole('button', { name: 'Award' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Cheapest landed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Award' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const awarded = api.calls.find((call) => call.path === '/api/suppliers/comparison/quote/13/award');
    expect(awarded?.body).toEqual({ line_ids: [21], awarded: true, reason: 'Cheapest landed' });
  });

  it('keeps the total of an answer the order was placed from, in a table that scrolls on a phone', async () => {
    await open({
      'GET /api/suppliers/comparison/quote/13': { body: comparison() },
      'GET /api/suppliers/quotes': listPage([
        supplierQuoteItem(1, { status: 'ordered', total: '8444.00' }),
        supplierQuoteItem(2, { status: 'requested', answered_at: null, total: '0.00', supplier: { id: 21, name: 'Wienerberger', kind: 'supplier' } }),
      ]),
    });
    const tracking = await screen.findByRole('table', { name: 'Suppliers asked' }, { timeout: 10_000 });
    expect(tracking.parentElement).toHaveClass('MuiTableContainer-root');
    const [, ordered, asked] = within(tracking).getAllByRole('row');
    expect(within(ordered).getAllByRole('cell').at(-1)).toHaveTextContent('£8,444.00');
    expect(within(asked).getAllByRole('cell').at(-1)).toHaveTextContent('—');
  });

  it('reads compact cells: a field left out takes its default (the row’s unit, working days, not awarded)', async () => {
    const matrix = comparison();
    matrix.rows = [
      {
        ...matrix.rows[0],
        cells: [
          { line_id: 11, price: '1.50', unit: 'each', landed_unit_price: '1.60', lead_time: 3, lead_time_unit: 'weeks', awarded: true, award_reason: 'Only one' },
          { line_id: 21, lead_time: 2, cannot_quote: true, cannot_quote_reason: 'Out of stock', alternative: { product_id: null, description: 'Stainless ties', price: '1.75' } },
        ],
      },
      { ...matrix.rows[1], cells: [{ line_id: 12, price: '6.50', lead_time: 4 }, null] },
    ];
    await open({
      'GET /api/suppliers/comparison/quote/13': { body: matrix },
      'GET /api/suppliers/quotes': listPage([supplierQuoteItem(1)]),
    });
    const table = await screen.findByRole('table', { name: 'Comparison' }, { timeout: 10_000 });
    const [, first, second] = within(table).getAllByRole('row');
    const [, awarded, alternative] = within(first).getAllByRole('cell');
    expect(awarded).toHaveTextContent(/£1\.50 each.*Landed £1\.60.*3 weeks.*Awarded/);
    expect(awarded).not.toHaveTextContent(/Best|too late/);
    expect(alternative).toHaveTextContent(/Alternative only.*2 working days.*Alternative: Stainless ties at £1\.75/);
    const [, priced, unasked] = within(second).getAllByRole('cell');
    expect(priced).toHaveTextContent(/£6\.50 each.*4 working days/);
    expect(priced).not.toHaveTextContent(/Landed|Awarded/);
    expect(unasked).toHaveTextContent('—');
  });

  it('with awarded lines, links to applying the costs and generates the purchase orders once confirmed', async () => {
    const matrix = comparison();
    matrix.suppliers[0].awarded_lines = 2;
    matrix.rows[0].cells[0] = { ...matrix.rows[0].cells[0]!, awarded: true };
    matrix.rows[1].cells[0] = { ...matrix.rows[1].cells[0]!, awarded: true };
    const { api } = await open({
      'GET /api/suppliers/comparison/quote/13': { body: matrix },
      'GET /api/suppliers/quotes': listPage([supplierQuoteItem(1)]),
      'PUT /api/suppliers/quote/generatePO': { body: [{ purchase_order_id: 9, number: 'PO-000009' }, { purchase_order_id: 10, number: 'PO-000010' }] },
    });
    const apply = await screen.findByRole('link', { name: 'Apply costs to the customer quote' }, { timeout: 10_000 });
    expect(apply).toHaveAttribute('href', '/quotes/editor/13?apply_costs=1');
    await userEvent.click(screen.getByRole('button', { name: 'Generate POs…' }));
    // Nothing is drafted before the person sees what will be, and agrees.
    const dialog = await screen.findByRole('dialog', { name: 'Draft 1 purchase order?' });
    expect(within(dialog).getByRole('list', { name: 'Purchase orders to draft' })).toHaveTextContent(
      'Ibstock Brick (SQ-000001): 2 awarded lines, £4,420.00 + charges £360.00',
    );
    expect(api.calls.some((call) => call.path === '/api/suppliers/quote/generatePO')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.path === '/api/suppliers/quote/generatePO')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Generate POs…' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Draft the order' }));
    const drafted = await screen.findByRole('alert');
    expect(drafted).toHaveTextContent('Purchase orders PO-000009, PO-000010 drafted.');
    // Each drafted order is one click away, not only the list of them all.
    expect(within(drafted).getByRole('link', { name: 'PO-000009' })).toHaveAttribute('href', '/supplier-quotes/orders/9');
    expect(within(drafted).getByRole('link', { name: 'PO-000010' })).toHaveAttribute('href', '/supplier-quotes/orders/10');
    const generated = api.calls.filter((call) => call.path === '/api/suppliers/quote/generatePO');
    expect(generated.map((call) => call.body)).toEqual([{ quoteId: 1 }]);
  });
});
