import { configure, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductDetailOut, ProductQuery, ProductUpdate } from '@/lib/api/types';
import { snackbarStore } from '@/lib/snackbar';
import { mockFetch } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { detail, priceChange, product, productPage, ref } from '../test-fixtures';

configure({ asyncUtilTimeout: 10_000 });
// A whole screen per test, on a machine that may be busy: no timing is tested.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

// The route's page is a lazy module: load it once, before any test waits for it.
beforeAll(() => import('./ProductPage'));
const userEvent = userEventLib.setup({ delay: null });

const STORED = detail();
const UPDATE = 'PUT /api/products/update/5';

async function openProduct(routes: Parameters<typeof mockFetch>[0] = {}, role = 'admin') {
  logIn({ role });
  const api = mockFetch({
    'GET /api/notifications/1': { body: [] },
    'GET /api/products/5': { body: STORED },
    ...routes,
  });
  const view = renderRoute({ path: '/products/5' });
  // The first render of the whole screen can take a while on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Tradesman Red 5' }, { timeout: 30_000 });
  return { api, ...view };
}

const sent = (api: ReturnType<typeof mockFetch>) =>
  api.calls.filter((call) => call.method === 'PUT' && call.path === '/api/products/update/5').map((call) => call.body as ProductUpdate);

describe('product screen', () => {
  it('shows what the product is, where it comes from, its details, equivalents and price history', async () => {
    await openProduct();
    expect(screen.getByText('Code IB-5')).toBeInTheDocument();
    expect(screen.getByText('Active', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ibstock Brick' })).toHaveAttribute('href', '/supplier?id=8');
    const details = screen.getByRole('form', { name: 'Details' });
    expect(within(details).getByRole('textbox', { name: /^List price/ })).toHaveValue('520.00');
    expect(within(details).getByRole('status', { name: 'Margin' })).toHaveTextContent('23.1%');
    expect(within(details).getByRole('combobox', { name: /^Supplier/ })).toHaveValue('Ibstock Brick');
    expect(within(details).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(screen.getByText(/No equivalents yet/)).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Price history' });
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent(/Ada Lovelace.*Created.*£400\.00.*£520\.00/);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('saves an edit with its version and equivalents, then shows the price change in the history', async () => {
    const saved: ProductDetailOut = {
      ...STORED,
      list_price: '560.00',
      margin_percent: 28.6,
      version: 4,
      equivalents: [ref(31)],
      price_history: [
        priceChange({ source: 'edit', changed_by_name: 'Ada Lovelace', old_cost_price: '400.00', new_cost_price: '400.00', old_list_price: '520.00', new_list_price: '560.00' }),
        priceChange(),
      ],
    };
    const { api } = await openProduct({
      'GET /api/products/5': { body: { ...STORED, equivalents: [ref(31)] } },
      [UPDATE]: { body: saved },
    });
    const details = screen.getByRole('form', { name: 'Details' });
    const list = within(details).getByRole('textbox', { name: /^List price/ });
    await userEvent.clear(list);
    await userEvent.type(list, '560');
    expect(within(details).getByRole('status', { name: 'Margin' })).toHaveTextContent('28.6%');
    await userEvent.click(within(details).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(snackbarStore.get().message).toBe('IB-5 Tradesman Red 5 was saved.'));
    expect(sent(api)[0]).toMatchObject({ list_price: '560', cost_price: '400.00', version: 3, equivalent_ids: [31], supplier_id: 8 });
    const latest = within(screen.getByRole('table', { name: 'Price history' })).getAllByRole('row')[1];
    expect(latest).toHaveTextContent(/Edited.*£400\.00 unchanged.*£520\.00.*£560\.00.*\+7\.7%/);
    expect(within(latest).getByText('£560.00').tagName).toBe('MARK');
    expect(within(details).getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('offers Reload when someone else saved first, and shows the server’s field errors', async () => {
    let stored = STORED;
    let refuse: 'stale' | 'field' = 'stale';
    await openProduct({
      'GET /api/products/5': () => ({ body: stored }),
      [UPDATE]: () =>
        refuse === 'stale'
          ? { status: 409, body: { detail: 'This product was changed by someone else since you opened it. Reload to see their changes.' } }
          : { status: 422, body: { detail: 'Some fields need your attention.', errors: [{ field: 'code', message: 'This supplier already has a product with this code.' }] } },
    });
    const details = screen.getByRole('form', { name: 'Details' });
    const colour = within(details).getByRole('combobox', { name: 'Colour' });
    await userEvent.clear(colour);
    await userEvent.type(colour, 'Buff');
    await userEvent.click(within(details).getByRole('button', { name: 'Save changes' }));
    expect(await within(details).findByText(/changed by someone else/)).toBeInTheDocument();

    stored = { ...STORED, texture: 'Smooth', version: 6 };
    await userEvent.click(within(details).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(details).getByRole('textbox', { name: 'Texture' })).toHaveValue('Smooth'));
    expect(within(details).getByRole('combobox', { name: 'Colour' })).toHaveValue('Red');

    refuse = 'field';
    const code = within(details).getByRole('textbox', { name: /^Code/ });
    await userEvent.clear(code);
    await userEvent.type(code, 'IB-9');
    await userEvent.click(within(details).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('This supplier already has a product with this code.'));
  });

  it('adds and removes equivalents, each linking to its product', async () => {
    let stored = STORED;
    const { api } = await openProduct({
      'GET /api/products/5': () => ({ body: stored }),
      'POST /api/products/query': ({ body }) =>
        (body as ProductQuery).q === 'forterra' ? productPage([product(5), product(31, { ...ref(31) })]) : productPage([]),
      [UPDATE]: ({ body }) => {
        const ids = (body as ProductUpdate).equivalent_ids ?? [];
        stored = { ...STORED, version: stored.version + 1, equivalents: ids.map((id) => ref(id)) };
        return { body: stored };
      },
    });
    await userEvent.type(screen.getByRole('combobox', { name: 'Add an equivalent' }), 'forterra');
    // The product itself is never offered.
    expect(await screen.findByRole('option', { name: /FT-31 · Forterra Red 31/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /IB-5/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: /FT-31 · Forterra Red 31/ }));

    const table = await screen.findByRole('table', { name: 'Equivalents' });
    expect(within(table).getByRole('link', { name: 'FT-31 · Forterra Red 31' })).toHaveAttribute('href', '/products/31');
    expect(sent(api)[0]).toEqual({
      code: 'IB-5',
      name: 'Tradesman Red 5',
      supplier_id: 8,
      manufacturer_ref: '',
      category: 'facing_brick',
      colour: 'Red',
      texture: 'Rustic',
      length_mm: 215,
      width_mm: 102,
      height_mm: 65,
      selling_unit: 'per_1000',
      units_per_pack: 400,
      units_per_pallet: null,
      weight_kg: '2.650',
      cost_price: '400.00',
      list_price: '520.00',
      price_valid_until: null,
      lead_time_days: 14,
      status: 'active',
      description: '',
      specification: '',
      equivalent_ids: [31],
      version: 3,
    });
    expect(snackbarStore.get().message).toBe('FT-31 Forterra Red 31 can now stand in.');

    await userEvent.click(within(table).getByRole('button', { name: 'Remove FT-31 Forterra Red 31' }));
    expect(await screen.findByText(/No equivalents yet/)).toBeInTheDocument();
    expect(sent(api)[1]).toMatchObject({ equivalent_ids: [], version: 4 });
    // The removal offers Undo, which adds it back at the version the removal saved.
    expect(screen.getByText('FT-31 Forterra Red 31 is no longer an equivalent.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    const back = await screen.findByRole('table', { name: 'Equivalents' });
    expect(within(back).getByRole('link', { name: 'FT-31 · Forterra Red 31' })).toBeInTheDocument();
    expect(sent(api)[2]).toMatchObject({ equivalent_ids: [31], version: 5 });
    await waitFor(() => expect(snackbarStore.get().message).toBe('FT-31 Forterra Red 31 is an equivalent again.'));
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('deletes after a confirmation (managers) and goes back to the list; staff have no Delete', async () => {
    const { api, router } = await openProduct(
      { 'DELETE /api/products/delete/5': { status: 204 }, 'POST /api/products/query': productPage([]) },
      'manager',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete IB-5 Tradesman Red 5?' });
    expect(api.count('DELETE', '/api/products/delete/5')).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(snackbarStore.get().message).toBe('IB-5 Tradesman Red 5 was deleted.');
  });

  it('hides Delete from staff, and says when the product does not exist', async () => {
    await openProduct({}, 'staff');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    mockFetch({
      'GET /api/notifications/1': { body: [] },
      'GET /api/products/77': { status: 404, body: { detail: 'This product does not exist.' } },
    });
    renderRoute({ path: '/products/77' });
    expect(await screen.findByText('This product does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to products' })).toHaveAttribute('href', '/products');
  });
});
