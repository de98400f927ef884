import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { phoneScreen } from '@/test/match-media';
import { logIn, renderRoute } from '@/test/render';
import { catalogueProduct, supplierQuote } from '../testing/fixtures';
import KeyInQuotePage from './KeyInQuotePage';

type Handler = MockResponse | ((r: { url: string; body: unknown }) => MockResponse);

const ROUTES: RouteObject[] = [
  { path: '/supplier-quotes/new', element: <KeyInQuotePage /> },
  { path: '/supplier-quotes/editor/:quoteId', element: <h1>Supplier quote editor</h1> },
];
const page = (items: unknown[]) => ({ body: { items, total: items.length, page: 1, items_per_page: 8 } });

async function open(routes: Record<string, Handler>) {
  logIn({ role: 'staff' });
  const api = mockFetch({
    'GET /api/notifications/1': { body: [] },
    'GET /api/suppliers/all/1': page([{ id: 20, name: 'Ibstock Brick' }]),
    'GET /api/others/all/1': page([{ id: 40, name: 'Fast Haulage' }]),
    'POST /api/products/query': page([catalogueProduct(501)]),
    ...routes,
  });
  const view = renderRoute({ path: '/supplier-quotes/new', routes: ROUTES });
  await screen.findByRole('heading', { level: 1, name: 'Key in a quote' }, { timeout: 10_000 });
  return { api, ...view };
}

/** Typing a whole value at once: each keystroke through a table of MUI fields is slow in jsdom. */
const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const bodyOf = (api: ReturnType<typeof mockFetch>, path: string) => api.calls.find((c) => c.method === 'POST' && c.path === path)?.body;

describe('keying in a quote received by phone', () => {
  it('takes a supplier’s prices for a product and a free-text line with haulage, then opens the editor', async () => {
    const { api, router } = await open({ 'POST /api/suppliers/quote/add': { status: 201, body: supplierQuote(7) } });
    await userEvent.type(screen.getByRole('combobox', { name: /^Supplier/ }), 'Ibs');
    await userEvent.click(await screen.findByRole('option', { name: 'Ibstock Brick' }));
    fill(screen.getByRole('textbox', { name: /Received from/ }), 'Dave, by phone');

    await userEvent.type(screen.getByRole('combobox', { name: 'Add a product' }), 'tr');
    await userEvent.click(await screen.findByRole('option', { name: /Tradesman Red 501/ }));
    const lines = screen.getByRole('table', { name: 'Lines keyed in' });
    fill(within(lines).getByLabelText('Quantity of Tradesman Red 501'), '8000');
    fill(within(lines).getByLabelText('Price of Tradesman Red 501'), '612.40');
    fill(within(lines).getByLabelText('Lead time of Tradesman Red 501'), '3');

    await userEvent.click(screen.getByRole('button', { name: 'Add a free-text line' }));
    fill(within(lines).getByLabelText('Description of line 2'), 'Special bullnose');
    fill(within(lines).getByLabelText('Quantity of Special bullnose'), '200');
    await userEvent.click(within(lines).getByRole('checkbox', { name: 'Can’t quote Special bullnose' }));
    fill(within(lines).getByRole('textbox', { name: 'Why not' }), 'Not made here');

    await userEvent.click(screen.getByRole('combobox', { name: 'Haulage' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Per load' }));
    fill(screen.getByRole('textbox', { name: 'Haulage amount' }), '320');
    fill(screen.getByRole('textbox', { name: 'Loads' }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save the quote' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier-quotes/editor/7'));
    expect(bodyOf(api, '/api/suppliers/quote/add')).toEqual({
      received_from: 'Dave, by phone',
      quote: {
        supplier_id: 20,
        site_address: '',
        site_postcode: '',
        notes: '',
        load_preference: 'either',
        customer_quote_ids: [],
        valid_until: null,
        supplier_notes: '',
        internal_notes: '',
        charges: {
          haulage_basis: 'per_load',
          haulage_amount: '320.00',
          loads: 1,
          part_load_surcharge: '0',
          offload_charge: '0',
          pallets: 0,
          pallet_charge: '0',
          pallet_refund: '0',
        },
        lines: [
          {
            product_id: 501,
            code: 'IB-501',
            description: 'Tradesman Red 501',
            quantity: '8000.000',
            unit: 'per_1000',
            price: '612.40',
            lead_time: 3,
            lead_time_unit: 'working_days',
            cannot_quote: false,
            cannot_quote_reason: '',
            works: '',
            alternative_description: '',
            supplier_notes: '',
          },
          {
            product_id: null,
            code: '',
            description: 'Special bullnose',
            quantity: '200.000',
            unit: 'each',
            price: null,
            lead_time: null,
            lead_time_unit: 'working_days',
            cannot_quote: true,
            cannot_quote_reason: 'Not made here',
            works: '',
            alternative_description: '',
            supplier_notes: '',
          },
        ],
      },
    });
  }, 90_000);

  it('asks before what was keyed in is lost, and Cancel leaves without asking', async () => {
    const { router } = await open({});
    await router.navigate('/supplier-quotes/editor/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Supplier quote editor' })).toBeInTheDocument();
    await router.navigate('/supplier-quotes/new');

    fill(await screen.findByRole('textbox', { name: /Received from/ }), 'Dave, by phone');
    void router.navigate('/supplier-quotes/editor/1');
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(leave).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/supplier-quotes/new');
    expect(screen.getByRole('textbox', { name: /Received from/ })).toHaveValue('Dave, by phone');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier-quotes/editor/1'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it('sends a haulier’s quote to the others’ call, and shows the fields the API refuses beside them', async () => {
    const refused = { status: 422, body: { detail: 'Invalid input', errors: [{ field: 'lines.0.price', message: 'Enter a price, or mark the line as one you cannot quote' }, { field: 'supplier_id', message: 'Fast Haulage is archived: restore it before asking it for prices.' }] } };
    const { api, router } = await open({ 'POST /api/others/quote/add': refused });
    await userEvent.click(screen.getByRole('button', { name: 'Save the quote' }));
    expect(await screen.findByText('Choose who gave the prices')).toBeInTheDocument();
    expect(screen.getByText('Give a quantity above 0 (up to three decimals)')).toBeInTheDocument();
    expect(api.count('POST', '/api/others/quote/add')).toBe(0);

    await userEvent.click(screen.getByRole('radio', { name: 'A haulier, crane hire or other' }));
    await userEvent.type(screen.getByRole('combobox', { name: /^Haulier, crane hire or other/ }), 'Fast');
    await userEvent.click(await screen.findByRole('option', { name: 'Fast Haulage' }));
    const lines = screen.getByRole('table', { name: 'Lines keyed in' });
    fill(within(lines).getByLabelText('Description of line 1'), 'Crane hire, half day');
    fill(within(lines).getByLabelText('Quantity of Crane hire, half day'), '1');
    fill(within(lines).getByLabelText('Price of Crane hire, half day'), '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Save the quote' }));
    expect(await screen.findByText('Pounds and pence, like 612.40')).toBeInTheDocument();

    fill(within(lines).getByLabelText('Price of Crane hire, half day'), '');
    await userEvent.click(screen.getByRole('button', { name: 'Save the quote' }));
    expect(await screen.findByText('Enter a price, or mark the line as one you cannot quote')).toBeInTheDocument();
    expect(screen.getByText('Fast Haulage is archived: restore it before asking it for prices.')).toBeInTheDocument();
    expect(bodyOf(api, '/api/others/quote/add')).toMatchObject({ quote: { supplier_id: 40, lines: [{ description: 'Crane hire, half day', price: null }] } });
    expect(router.state.location.pathname).toBe('/supplier-quotes/new');
  });

  it('on a phone, a card a line: its boxes named, Can’t quote beside the price it stands for, Remove named', async () => {
    phoneScreen();
    const { api } = await open({ 'POST /api/suppliers/quote/add': { status: 201, body: supplierQuote(7) } });
    expect(screen.queryByRole('table', { name: 'Lines keyed in' })).not.toBeInTheDocument();
    const lines = screen.getByRole('list', { name: 'Lines keyed in' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a free-text line' }));
    const second = within(lines).getByRole('listitem', { name: 'Line 2' });
    expect(within(second).getByRole('heading', { name: 'Line 2' })).toBeInTheDocument();
    fill(within(second).getByLabelText('Description of line 2'), 'Special bullnose');
    fill(within(second).getByLabelText('Quantity of Special bullnose'), '200');
    const price = within(second).getByLabelText('Price of Special bullnose');
    await userEvent.click(within(second).getByRole('checkbox', { name: 'Can’t quote Special bullnose' }));
    expect(price).toBeDisabled();
    expect(within(second).getByText('Can’t quote')).toBeInTheDocument();

    await userEvent.click(within(lines).getByRole('button', { name: 'Remove line 1' }));
    expect(within(lines).getAllByRole('listitem')).toHaveLength(1);
    expect(within(lines).getByRole('listitem', { name: 'Line 1' })).toHaveTextContent('Line 1');
    expect(within(lines).getByLabelText('Quantity of Special bullnose')).toHaveValue('200');
    expect(api.count('POST', '/api/suppliers/quote/add')).toBe(0);
  });
});
