import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { listPage, purchaseOrderItem, supplierQuoteItem } from '../testing/fixtures';
import SupplierQuotesPage from './SupplierQuotesPage';

const QUOTES = 'GET /api/suppliers/quotes';
const ORDERS = 'GET /api/suppliers/orders';

const ROUTES: RouteObject[] = [
  { path: '/supplier-quotes', element: <SupplierQuotesPage /> },
  { path: '/supplier-quotes/editor/:quoteId', element: <h1>Supplier quote editor</h1> },
  { path: '/supplier-quotes/orders/:orderId', element: <h1>Purchase order</h1> },
];

const urls = (api: ReturnType<typeof mockFetch>, path: string) =>
  api.fetchMock.mock.calls.map((call) => String(call[0])).filter((url) => url.split('?')[0] === path);

async function open(routes: Record<string, MockResponse> = {}, path = '/supplier-quotes') {
  logIn({ role: 'staff' });
  const api = mockFetch({
    'GET /api/notifications/1': { body: [] },
    [QUOTES]: listPage([
      supplierQuoteItem(1),
      supplierQuoteItem(2, {
        status: 'requested',
        supplier: { id: 21, name: 'Wienerberger', kind: 'supplier' },
        total: '0.00',
        valid_until: null,
        current_version: 2,
        customer_quote_ids: [],
        customer_quotes: [],
      }),
    ]),
    [ORDERS]: listPage([purchaseOrderItem(5, { order: { id: 9, name: 'SO-000009' } })]),
    'GET /api/suppliers/single/20': { body: { id: 20, name: 'Ibstock Brick', kind: 'supplier' } },
    ...routes,
  });
  const view = renderRoute({ path, routes: ROUTES });
  await screen.findByRole('heading', { level: 1, name: 'Supplier Quotes & Orders' }, { timeout: 10_000 });
  return { api, ...view };
}

describe('supplier quotes list', () => {
  it('lists the supplier quotes, newest change first, and a row opens the quote in the editor', async () => {
    const { api, router } = await open();
    const table = await screen.findByRole('table', { name: 'Supplier quotes' });
    await within(table).findByRole('link', { name: 'SQ-000001' });
    expect(urls(api, '/api/suppliers/quotes')).toEqual(['/api/suppliers/quotes?page=1&items_per_page=25&sort=-updated_at']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(/SQ-000001.*Ibstock Brick.*RFQ-000003.*Q-000013.*Elland Road.*Answered.*10 Mar 2026.*30 Apr 2026.*£4,520\.00/);
    expect(second).toHaveTextContent(/SQ-000002v2.*Wienerberger.*Requested.*—.*—/);
    expect(second).not.toHaveTextContent('£0.00');
    expect(within(first).getByRole('link', { name: 'RFQ-000003' })).toHaveAttribute('href', '/supplier-quotes/request/13');
    // The customer quote it prices opens from its own column.
    expect(within(first).getByRole('link', { name: 'Q-000013' })).toHaveAttribute('href', '/quotes/editor/13');
    expect(screen.getByRole('link', { name: 'Request prices' })).toHaveAttribute('href', '/supplier-quotes/request/new');
    expect(screen.getByRole('link', { name: 'Key in a quote' })).toHaveAttribute('href', '/supplier-quotes/new');

    // The supplier and the project open their own screens; the rest of the row opens the quote.
    expect(within(second).getByRole('link', { name: 'Wienerberger' })).toHaveAttribute('href', '/supplier?id=21');
    expect(within(first).getByRole('link', { name: 'Elland Road' })).toHaveAttribute('href', '/projects/view/7');
    await userEvent.click(within(second).getByText('Requested'));
    expect(await screen.findByRole('heading', { name: 'Supplier quote editor' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/supplier-quotes/editor/2');
  });

  it('reads the filters from the address and sends them to the list call', async () => {
    const { api } = await open({}, '/supplier-quotes?status=answered&supplier_id=20&customer_quote_id=13&q=ibs&sort=supplier');
    await screen.findByRole('link', { name: 'SQ-000001' });
    expect(urls(api, '/api/suppliers/quotes')).toEqual([
      '/api/suppliers/quotes?page=1&items_per_page=25&sort=supplier&q=ibs&status=answered&supplier_id=20&customer_quote_id=13',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search supplier quotes' })).toHaveValue('ibs');
    expect(await screen.findByDisplayValue('Ibstock Brick')).toBeInTheDocument();
  });

  it('sorting by a column puts it in the address', async () => {
    const { router } = await open();
    await screen.findByRole('link', { name: 'SQ-000001' });
    await userEvent.click(screen.getByRole('button', { name: 'Supplier' }));
    expect(router.state.location.search).toBe('?sort=supplier');
  });

  it('says when nothing matches and clears the filters', async () => {
    const { router } = await open({ [QUOTES]: listPage([]) }, '/supplier-quotes?q=zzz');
    expect(await screen.findByText('No supplier quotes match “zzz” and the filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('offers a first request when there are no supplier quotes at all', async () => {
    await open({ [QUOTES]: listPage([]) });
    expect(await screen.findByText('No supplier quotes yet — ask suppliers for prices')).toBeInTheDocument();
  });

  it('shows the purchase orders on their tab, with their own statuses', async () => {
    const { api, router } = await open();
    await screen.findByRole('link', { name: 'SQ-000001' });
    await userEvent.click(screen.getByRole('tab', { name: 'Purchase orders' }));
    const table = await screen.findByRole('table', { name: 'Purchase orders' });
    const [, row] = await within(table).findAllByRole('row');
    expect(row).toHaveTextContent(/PO-000005.*Ibstock Brick.*SQ-000001.*Elland Road.*Sent.*1 Apr 2026.*£4,520\.00/);
    expect(router.state.location.search).toBe('?tab=orders');
    expect(urls(api, '/api/suppliers/orders')).toEqual(['/api/suppliers/orders?page=1&items_per_page=25&sort=-created_at']);
    expect(within(row).getByRole('link', { name: 'SQ-000001' })).toHaveAttribute('href', '/supplier-quotes/editor/1');
    expect(within(row).getByRole('link', { name: 'PO-000005' })).toHaveAttribute('href', '/supplier-quotes/orders/5');
    // The customer order and the project it supplies are links to them.
    expect(within(row).getByRole('link', { name: 'Elland Road' })).toHaveAttribute('href', '/projects/view/7');
    expect(within(row).getByRole('link', { name: 'SO-000009' })).toHaveAttribute('href', '/quotes?tab=orders&q=SO-000009');
    expect(within(row).getByRole('link', { name: 'Ibstock Brick' })).toHaveAttribute('href', '/supplier?id=20');
    await userEvent.click(within(row).getByText('Sent'));
    expect(await screen.findByRole('heading', { name: 'Purchase order' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/supplier-quotes/orders/5');
  });
});
