import { configure, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductQuery } from '@/lib/api/types';
import { snackbarStore } from '@/lib/snackbar';
import { mockFetch } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { detail, product, productPage, ref, supplier, supplierPage } from '../test-fixtures';

configure({ asyncUtilTimeout: 10_000 });
// A whole screen per test, on a machine that may be busy: no timing is tested.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

// The route's pages are lazy modules: load them once, before any test waits for one.
beforeAll(() => Promise.all([import('./ProductsPage'), import('./NewProductPage'), import('./ProductPage')]));
// A big form: no pause between keystrokes, and longer values pasted.
const userEvent = userEventLib.setup({ delay: null });

const base = {
  'GET /api/notifications/1': { body: [] },
  'GET /api/suppliers/all/1': { ...supplierPage([supplier(8, 'Ibstock Brick')]) },
  'POST /api/products/query': ({ body }: { body: unknown }) =>
    (body as ProductQuery).q === 'forterra' ? productPage([product(31, { ...ref(31), colour: 'Red' })]) : productPage([]),
};

async function openForm(routes: Parameters<typeof mockFetch>[0] = {}) {
  logIn();
  const api = mockFetch({ ...base, ...routes });
  const view = renderRoute({ path: '/products/new' });
  // The first render of the whole screen can take a while on a busy machine.
  const form = await screen.findByRole('form', { name: 'New product' }, { timeout: 30_000 });
  return { api, form, ...view };
}

const field = (form: HTMLElement, label: RegExp | string) => within(form).getByRole('textbox', { name: label });

async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function choose(form: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(form).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillRequired(form: HTMLElement) {
  await fill(field(form, /^Code/), 'KW-RED-65');
  await fill(field(form, /^Name/), 'Kilnworth Red Multi 65mm');
  await userEvent.type(within(form).getByRole('combobox', { name: /^Supplier/ }), 'ibst');
  await userEvent.click(await screen.findByRole('option', { name: 'Ibstock Brick' }));
  await choose(form, /^Category/, 'Facing brick');
  await choose(form, /^Selling unit/, 'per 1,000');
  await fill(field(form, /^Cost price/), '400');
  await fill(field(form, /^List price/), '£520.00');
}

describe('new product', () => {
  it('checks every field with the API’s rules and words before calling it', async () => {
    const { api, form } = await openForm();
    await userEvent.type(field(form, 'Length (mm)'), '102.5');
    await userEvent.type(field(form, 'Width (mm)'), '0');
    await userEvent.type(field(form, 'Weight per unit (kg)'), 'heavy');
    await userEvent.type(field(form, /^Cost price/), '12.345');
    await userEvent.type(field(form, /^List price/), '-5');
    await userEvent.type(field(form, 'Lead time (days)'), '400');
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));

    expect(await within(form).findAllByText('This field is required')).toHaveLength(5); // code, name, supplier, category, unit
    expect(field(form, /^Code/)).toHaveAccessibleDescription('This field is required');
    expect(within(form).getByRole('combobox', { name: /^Supplier/ })).toHaveAccessibleDescription('This field is required');
    expect(field(form, 'Length (mm)')).toHaveAccessibleDescription('This field can only contain integer values');
    expect(field(form, 'Width (mm)')).toHaveAccessibleDescription('Input should be greater than or equal to 1');
    expect(field(form, 'Weight per unit (kg)')).toHaveAccessibleDescription('This field can only contain numbers');
    expect(field(form, /^Cost price/)).toHaveAccessibleDescription('Enter at most 2 decimal places');
    expect(field(form, /^List price/)).toHaveAccessibleDescription('This amount cannot be negative');
    expect(field(form, 'Lead time (days)')).toHaveAccessibleDescription('Input should be less than or equal to 365');
    expect(api.count('POST', '/api/products/add')).toBe(0);
  });

  it('shows the margin as the prices are typed, creates the product with its equivalents and opens it', async () => {
    const created = detail({ product_id: 42, code: 'KW-RED-65', name: 'Kilnworth Red Multi 65mm' });
    const { api, form, router } = await openForm({
      'POST /api/products/add': { status: 201, body: created },
      'GET /api/products/42': { body: created },
    });
    const margin = within(form).getByRole('status', { name: 'Margin' });
    expect(margin).toHaveTextContent('—');
    await fillRequired(form);
    expect(margin).toHaveTextContent('23.1%');
    await userEvent.clear(field(form, /^List price/));
    await userEvent.type(field(form, /^List price/), '380');
    expect(margin).toHaveTextContent('-5.3%');
    await userEvent.clear(field(form, /^List price/));
    await fill(field(form, /^List price/), '£520.00');

    await userEvent.type(field(form, 'Length (mm)'), '215');
    await userEvent.type(field(form, 'Width (mm)'), '102');
    await userEvent.type(field(form, 'Height (mm)'), '65');
    await fill(within(form).getByRole('combobox', { name: 'Colour' }), 'Red multi');
    await userEvent.type(within(form).getByLabelText('Price valid until'), '2026-03-31');
    await userEvent.type(within(form).getByRole('combobox', { name: 'Equivalents' }), 'forterra');
    await userEvent.click(await screen.findByRole('option', { name: /FT-31 · Forterra Red 31/ }));
    expect(within(form).getByRole('button', { name: 'FT-31 · Forterra Red 31' })).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/42'));
    expect(api.calls.find((call) => call.path === '/api/products/add')?.body).toEqual({
      code: 'KW-RED-65',
      name: 'Kilnworth Red Multi 65mm',
      supplier_id: 8,
      manufacturer_ref: '',
      category: 'facing_brick',
      colour: 'Red multi',
      texture: '',
      length_mm: 215,
      width_mm: 102,
      height_mm: 65,
      selling_unit: 'per_1000',
      units_per_pack: null,
      units_per_pallet: null,
      weight_kg: null,
      cost_price: '400',
      list_price: '520.00',
      price_valid_until: '2026-03-31',
      lead_time_days: null,
      status: 'active',
      description: '',
      specification: '',
      equivalent_ids: [31],
    });
    expect(snackbarStore.get().message).toBe('KW-RED-65 Kilnworth Red Multi 65mm was added.');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kilnworth Red Multi 65mm' })).toBeInTheDocument();
  });

  it('puts the server’s field errors on their fields, the supplier’s too', async () => {
    const { form } = await openForm({
      'POST /api/products/add': {
        status: 422,
        body: {
          detail: 'Some fields need your attention.',
          errors: [
            { field: 'code', message: 'This supplier already has a product with this code.' },
            { field: 'supplier_id', message: 'Ibstock Brick is archived. Restore the supplier first.' },
          ],
        },
      },
    });
    await fillRequired(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    const code = field(form, /^Code/);
    await waitFor(() => expect(code).toHaveAccessibleDescription('This supplier already has a product with this code.'));
    expect(code).toHaveFocus();
    expect(within(form).getByRole('combobox', { name: /^Supplier/ })).toHaveAccessibleDescription(
      'Ibstock Brick is archived. Restore the supplier first.',
    );
  });
});
