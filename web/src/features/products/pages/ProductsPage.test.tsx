import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductQuery } from '@/lib/api/types';
import { isoDay } from '@/lib/format';
import { snackbarStore } from '@/lib/snackbar';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { catchSavedFiles, type SavedFile } from '@/test/saved-files';
import { product, productPage, supplier, supplierPage } from '../test-fixtures';

configure({ asyncUtilTimeout: 10_000 });
// A whole screen per test, on a machine that may be busy: no timing is tested.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

// The route's page is a lazy module: load it once, before any test waits for it.
beforeAll(() => import('./ProductsPage'));

const QUERY = 'POST /api/products/query';
type Handler = MockResponse | ((request: { url: string; body: unknown }) => MockResponse);

const queries = (api: ReturnType<typeof mockFetch>) =>
  api.calls.filter((call) => call.path === '/api/products/query').map((call) => call.body as ProductQuery);
const lastQuery = (api: ReturnType<typeof mockFetch>) => queries(api).at(-1);

async function openProducts(routes: Record<string, Handler>, path = '/products') {
  logIn();
  const api = mockFetch({ 'GET /api/notifications/1': { body: [] }, ...routes });
  const view = renderRoute({ path });
  // The first render of the whole screen can take a while on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Products' }, { timeout: 30_000 });
  return { api, ...view };
}

describe('product list', () => {
  it('lists the first page by name, each row linking to its product', async () => {
    const { api } = await openProducts({
      [QUERY]: productPage([product(7, { name: 'Tradesman Red Multi', colour: 'Red multi' })]),
    });
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(await within(table).findByRole('link', { name: 'Tradesman Red Multi' })).toHaveAttribute('href', '/products/7');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /Tradesman Red Multi.*IB-7.*Ibstock Brick.*Facing brick.*Red multi.*215×102×65.*per 1,000.*£400\.00.*£520\.00.*23\.1%.*14 days.*Active/,
    );
    expect(lastQuery(api)).toEqual({
      q: '',
      supplier_ids: [],
      categories: [],
      colours: [],
      selling_units: [],
      status: null,
      min_list_price: null,
      max_list_price: null,
      sort: 'name',
      page: 1,
      items_per_page: 25,
    });
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute('href', '/products/new');
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
  });

  it('searches once typing pauses, back on page 1, and keeps the search in the address', async () => {
    const { api, router } = await openProducts(
      { [QUERY]: ({ body }) => ((body as ProductQuery).q === 'buff' ? productPage([product(3, { name: 'Cotswold Buff' })]) : productPage([product(30)], 60, 2)) },
      '/products?page=2',
    );
    await screen.findByRole('link', { name: 'Tradesman Red 30' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'buff');
    expect(await screen.findByRole('link', { name: 'Cotswold Buff' })).toBeInTheDocument();
    expect(lastQuery(api)).toMatchObject({ q: 'buff', page: 1 });
    expect(router.state.location.search).toBe('?q=buff');
    // Typing letter by letter sends one search, not four.
    expect(queries(api).filter((query) => query.q !== '').map((query) => query.q)).toEqual(['buff']);
  });

  it('filters by category, colour, selling unit, status and list price, in the address and the call', async () => {
    const { api, router } = await openProducts({ [QUERY]: productPage([product(1)]) });
    await screen.findByRole('link', { name: 'Tradesman Red 1' });
    const filters = screen.getByRole('group', { name: 'Filters' });

    await userEvent.click(within(filters).getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Engineering brick' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ categories: ['engineering_brick'] }));

    await userEvent.type(within(filters).getByRole('combobox', { name: 'Colour' }), 'Blue{Enter}');
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ colours: ['Blue'] }));

    await userEvent.click(within(filters).getByRole('combobox', { name: 'Selling unit' }));
    await userEvent.click(await screen.findByRole('option', { name: 'per 1,000' }));
    await userEvent.click(within(filters).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Discontinued' }));

    await userEvent.type(within(filters).getByRole('textbox', { name: 'List price from' }), '£1,000');
    await userEvent.type(within(filters).getByRole('textbox', { name: 'List price to' }), '800');
    expect(await within(filters).findByText('The highest price must not be below the lowest.')).toBeInTheDocument();
    await userEvent.clear(within(filters).getByRole('textbox', { name: 'List price to' }));
    await userEvent.type(within(filters).getByRole('textbox', { name: 'List price to' }), '1500.5');

    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({
        categories: ['engineering_brick'],
        colours: ['Blue'],
        selling_units: ['per_1000'],
        status: 'discontinued',
        min_list_price: '1000',
        max_list_price: '1500.5',
        page: 1,
      }),
    );
    expect(queries(api).some((query) => query.max_list_price === '800')).toBe(false);
    expect(new URLSearchParams(router.state.location.search).toString()).toBe(
      'category=engineering_brick&colour=Blue&unit=per_1000&status=discontinued&min_price=1000&max_price=1500.5',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(within(filters).getByRole('textbox', { name: 'List price from' })).toHaveValue('');
    expect(lastQuery(api)).toMatchObject({ categories: [], colours: [], status: null, min_list_price: null });
  });

  it('filters by supplier: searched by name, and named again after a reload', async () => {
    const { api, router, unmount } = await openProducts({
      [QUERY]: productPage([product(1)]),
      'GET /api/suppliers/all/1': ({ url }) => (url.includes('q=forter') ? supplierPage([supplier(9, 'Forterra')]) : supplierPage([])),
      'GET /api/suppliers/single/9': { body: supplier(9, 'Forterra') },
    });
    const filters = screen.getByRole('group', { name: 'Filters' });
    await userEvent.type(within(filters).getByRole('combobox', { name: 'Supplier' }), 'forter');
    await userEvent.click(await screen.findByRole('option', { name: 'Forterra' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ supplier_ids: [9] }));
    expect(router.state.location.search).toBe('?supplier=9');

    unmount();
    renderRoute({ path: '/products?supplier=9' });
    const again = await screen.findByRole('group', { name: 'Filters' });
    expect(await within(again).findByRole('button', { name: 'Forterra' })).toBeInTheDocument();
  });

  it('sorts on the server by the clicked column, ascending then descending', async () => {
    const { api, router } = await openProducts({ [QUERY]: productPage([product(1)]) });
    await screen.findByRole('link', { name: 'Tradesman Red 1' });
    await userEvent.click(screen.getByRole('button', { name: 'List price' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=list_price'));
    await userEvent.click(screen.getByRole('button', { name: 'List price' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ sort: '-list_price' }));
    expect(screen.getByRole('columnheader', { name: /List price/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.queryByRole('button', { name: 'Colour' })).not.toBeInTheDocument();
  });

  it('pages through the list, and says 10,000+ when the server stopped counting', async () => {
    const { api } = await openProducts({
      [QUERY]: ({ body }) =>
        (body as ProductQuery).page === 2 ? productPage([product(26)], 10_000, 2, 25, false) : productPage([product(1)], 10_000, 1, 25, false),
    });
    await screen.findByRole('link', { name: 'Tradesman Red 1' });
    expect(screen.getByText('1–25 of 10,000+')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('link', { name: 'Tradesman Red 26' })).toBeInTheDocument();
    expect(lastQuery(api)).toMatchObject({ page: 2 });
    expect(screen.getByText('26–50 of 10,000+')).toBeInTheDocument();
  });

  it('shows skeleton rows while loading, then an error with Retry', async () => {
    let fail = true;
    await openProducts({
      [QUERY]: () => (fail ? { status: 503, body: { detail: 'The database is busy.' } } : productPage([product(1)])),
    });
    expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    expect(await screen.findByText(/Could not load the products\. The database is busy\./)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Tradesman Red 1' })).toBeInTheDocument();
  });

  it('offers to add or import when there are no products, and to clear a search that matches none', async () => {
    const { router } = await openProducts({ [QUERY]: productPage([]) });
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(await within(table).findByText('No products yet — add one, or import a supplier’s price list')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Add a product' })).toHaveAttribute('href', '/products/new');
    await userEvent.click(within(table).getByRole('button', { name: 'Import a price list' }));
    expect(await screen.findByRole('dialog', { name: 'Import a price list' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'zzz');
    expect(await within(table).findByText('No products match “zzz” with these filters')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Clear search and filters' }));
    expect(await within(table).findByText('No products yet — add one, or import a supplier’s price list')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveFocus());
  });
});

describe('product export', () => {
  let saved: SavedFile[] = [];
  beforeEach(() => {
    saved = catchSavedFiles('blob:export');
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads every product the list matches, with its search, filters and sort', async () => {
    const { api } = await openProducts(
      { [QUERY]: productPage([product(1)]), 'GET /api/products/export': { body: 'Code\r\nIB-1\r\n' } },
      '/products?q=red&category=facing_brick&category=paver&supplier=9&max_price=600&sort=-list_price',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const url = api.fetchMock.mock.calls.map((call) => String(call[0])).find((u) => u.startsWith('/api/products/export'));
    expect(url).toBe('/api/products/export?q=red&supplier_id=9&category=facing_brick&category=paver&max_list_price=600&sort=-list_price');
    expect(saved[0]).toEqual({ href: 'blob:export', download: `products-${isoDay()}.csv` });
    expect(snackbarStore.get()).toMatchObject({ colour: 'primary', message: `The products were exported to products-${isoDay()}.csv.` });
  });

  it('says so when the export fails', async () => {
    await openProducts({
      [QUERY]: productPage([product(1)]),
      'GET /api/products/export': { status: 422, body: { detail: 'Some fields need your attention.' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(snackbarStore.get()).toMatchObject({ colour: 'error', message: 'The export failed. Some fields need your attention.' }));
    expect(saved).toHaveLength(0);
  });
});
