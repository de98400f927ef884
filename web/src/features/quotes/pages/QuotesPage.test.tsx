import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { snackbarStore } from '@/lib/snackbar';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { phoneScreen } from '@/test/match-media';
import { logIn, renderRoute } from '@/test/render';
import { listPage, order, orderItem, quoteItem, quoteStats } from '../testing/list-fixtures';
import QuotesPage from './QuotesPage';

type Handler = MockResponse | ((r: { url: string; body: unknown }) => MockResponse);

const QUOTES = 'GET /api/quotes';
const STATS = 'GET /api/quotes/stats';
const ORDERS = 'GET /api/orders';

const FIRST = quoteItem(1, { status: 'accepted', current_version: 2 });
const SECOND = quoteItem(2, {
  status: 'draft',
  customer: { id: 6, name: 'Leeds Living', kind: 'customer' },
  project: null,
  total: '980.50',
  margin_percent: null,
  valid_until: null,
});

const ADA = { user_id: 1, full_name: 'Ada Lovelace', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '', role: 'admin' };
const GRACE = { ...ADA, user_id: 2, full_name: 'Grace Hopper', first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' };

const BASE: Record<string, Handler> = {
  'GET /api/notifications/1': { body: [] },
  'GET /api/contacts/internal': { body: [ADA, GRACE] },
  [QUOTES]: listPage([FIRST, SECOND]),
  [STATS]: { body: quoteStats() },
  [ORDERS]: listPage([orderItem(1)]),
  'GET /api/orders/1': { body: order(1) },
  'GET /api/suppliers/orders': ({ url }) =>
    listPage(
      url.includes('order_id=1')
        ? [{ purchase_order_id: 5, number: 'PO-000005', status: 'part_delivered', supplier: { id: 20, name: 'Ibstock Brick' }, total: '4160.00', required_date: '2026-04-01' }]
        : [],
    ),
};

const urls = (api: ReturnType<typeof mockFetch>, path: string) =>
  api.fetchMock.mock.calls.map((call) => String(call[0])).filter((url) => url.split('?')[0] === path);

/** The app's routes, with a stand-in for the quote editor (another screen) to see rows lead there. */
const ROUTES: RouteObject[] = [
  { path: '/quotes', element: <QuotesPage /> },
  { path: '/quotes/editor/:quoteId', element: <h1>Quote editor</h1> },
];

async function openQuotes(routes: Record<string, Handler> = {}, path = '/quotes', role = 'admin', shell = true) {
  logIn({ role });
  const api = mockFetch({ ...BASE, ...routes });
  const view = renderRoute({ path, routes: shell ? undefined : ROUTES });
  await screen.findByRole('heading', { level: 1, name: 'Customer Quotes & Orders' }, { timeout: 10_000 });
  return { api, ...view };
}

describe('quotes list', () => {
  it('lists the quotes, newest change first, and a row opens the quote in the editor', async () => {
    const { api, router } = await openQuotes({}, '/quotes', 'admin', false);
    const table = await screen.findByRole('table', { name: 'Quotes' });
    await within(table).findByRole('link', { name: 'Q-000001' });
    expect(urls(api, '/api/quotes')).toEqual(['/api/quotes?page=1&items_per_page=25&sort=-updated_at']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(/Q-000001v2.*Calder Valley Homes.*Elland Road.*Accepted.*£12,500\.00.*22\.5%.*1 Apr 2026/);
    expect(second).toHaveTextContent(/Q-000002.*Leeds Living.*—.*Draft.*£980\.50.*—.*—/);
    expect(within(first).getByRole('link', { name: 'Q-000001' })).toHaveAttribute('href', '/quotes/editor/1');
    expect(screen.getByRole('link', { name: 'New quote' })).toHaveAttribute('href', '/quotes/editor/new');

    await userEvent.click(within(second).getByText('Leeds Living'));
    expect(await screen.findByRole('heading', { name: 'Quote editor' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/quotes/editor/2');
  });

  it('marks the quotes that hold discontinued products', async () => {
    await openQuotes({ [QUOTES]: listPage([quoteItem(1, { discontinued_lines: 2 }), SECOND]) });
    const table = await screen.findByRole('table', { name: 'Quotes' });
    const [, first, second] = await within(table).findAllByRole('row');
    expect(within(first).getByLabelText('Q-000001: 2 lines of discontinued products')).toHaveTextContent('Discontinued');
    expect(within(second).queryByText('Discontinued')).not.toBeInTheDocument();
  });

  it('marks the quotes with supplier cost warnings', async () => {
    await openQuotes({ [QUOTES]: listPage([quoteItem(1, { cost_flags: 3 }), SECOND]) });
    const table = await screen.findByRole('table', { name: 'Quotes' });
    const [, first, second] = await within(table).findAllByRole('row');
    expect(within(first).getByLabelText('Q-000001: 3 lines with supplier cost warnings')).toHaveTextContent('3 costs');
    expect(within(second).queryByLabelText(/supplier cost warnings/)).not.toBeInTheDocument();
  });

  it('sorts by a column, kept in the address', async () => {
    const { api, router } = await openQuotes();
    const table = await screen.findByRole('table', { name: 'Quotes' });
    await userEvent.click(within(table).getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=total'));
    await waitFor(() => expect(urls(api, '/api/quotes')).toContain('/api/quotes?page=1&items_per_page=25&sort=total'));
  });

  it('reads every filter from the address into the list and the figures, and shows the names', async () => {
    const { api } = await openQuotes(
      {
        'GET /api/customers/5': { body: { customer_id: 5, name: 'Calder Valley Homes' } },
        'GET /api/projects/7': { body: { project_id: 7, name: 'Elland Road' } },
      },
      '/quotes?q=Q-1&status=sent&status=draft&customer_id=5&project_id=7&account_manager_id=2&created_from=2026-01-01&created_to=2026-03-31&page=2',
    );
    await screen.findByRole('link', { name: 'Q-000001' });
    expect(urls(api, '/api/quotes')).toEqual([
      '/api/quotes?page=2&items_per_page=25&sort=-updated_at&q=Q-1&status=draft&status=sent&customer_id=5&project_id=7' +
        '&account_manager_id=2&created_from=2026-01-01&created_to=2026-03-31',
    ]);
    // The figures break down by status themselves: no status, no search.
    expect(urls(api, '/api/quotes/stats')).toEqual([
      '/api/quotes/stats?customer_id=5&project_id=7&account_manager_id=2&created_from=2026-01-01&created_to=2026-03-31',
    ]);
    expect(await screen.findByRole('combobox', { name: 'Customer' })).toHaveValue('Calder Valley Homes');
    expect(await screen.findByRole('combobox', { name: 'Project' })).toHaveValue('Elland Road');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Account manager' })).toHaveTextContent('Grace Hopper'));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Draft, Sent');
    expect(screen.getByRole('searchbox', { name: 'Search quotes' })).toHaveValue('Q-1');
  });

  it('puts the search, statuses and dates into the address and the request, back on page 1', async () => {
    const { api, router } = await openQuotes({}, '/quotes?page=2');
    await screen.findByRole('link', { name: 'Q-000001' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search quotes' }), 'Q-7');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Q-7'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Expired' }));
    await userEvent.click(screen.getByRole('option', { name: 'Sent' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Q-7&status=sent&status=expired'));

    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2026-01-01' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=Q-7&status=sent&status=expired&created_from=2026-01-01'));
    await waitFor(() =>
      expect(urls(api, '/api/quotes')).toContain(
        '/api/quotes?page=1&items_per_page=25&sort=-updated_at&q=Q-7&status=sent&status=expired&created_from=2026-01-01',
      ),
    );
    expect(urls(api, '/api/quotes/stats')).toContain('/api/quotes/stats?created_from=2026-01-01');
  });

  it('filters by account manager, and clears every filter at once', async () => {
    const { api, router } = await openQuotes({}, '/quotes?q=Q-7&status=sent&created_from=2026-01-01');
    await screen.findByRole('link', { name: 'Q-000001' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Account manager' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Grace Hopper' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=Q-7&status=sent&account_manager_id=2&created_from=2026-01-01'),
    );
    await waitFor(() => expect(urls(api, '/api/quotes/stats')).toContain('/api/quotes/stats?account_manager_id=2&created_from=2026-01-01'));

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says there are no quotes yet and offers to create the first one', async () => {
    await openQuotes({ [QUOTES]: listPage([]), [STATS]: { body: quoteStats({ by_status: [], total: 0 }) } });
    expect(await screen.findByText('No quotes yet — create the first one')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Quotes' });
    expect(within(table).getByRole('link', { name: 'New quote' })).toHaveAttribute('href', '/quotes/editor/new');
  });

  it('says when nothing matches, and clears the search and filters', async () => {
    const { router } = await openQuotes(
      { [QUOTES]: ({ url }) => (url.includes('q=') ? listPage([]) : listPage([FIRST])) },
      '/quotes?q=zzz&status=rejected',
    );
    expect(await screen.findByText('No quotes match “zzz” and the filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByRole('link', { name: 'Q-000001' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows a failed load with Retry, which loads again', async () => {
    let fail = true;
    const { api } = await openQuotes({
      [QUOTES]: () => (fail ? { status: 500, body: { detail: 'The server had a problem.', errors: [] } } : listPage([FIRST])),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the quotes. The server had a problem.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Q-000001' })).toBeInTheDocument();
    expect(api.count('GET', '/api/quotes')).toBe(2);
  });
});

describe('the quotes on a phone', () => {
  it('puts the list before the figures, the filters folded behind a button that says how many are set', async () => {
    phoneScreen();
    await openQuotes({}, '/quotes?status=draft', 'admin', false);
    const table = await screen.findByRole('table', { name: 'Quotes' });
    const figures = await screen.findByRole('region', { name: 'Quote figures' });
    expect(table.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search quotes' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    const fold = screen.getByRole('button', { name: 'Filters (1 set)' });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(fold);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Draft');
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('quote figures', () => {
  it('charts the quotes by status and by month, with the win rate, margin and open value', async () => {
    await openQuotes();
    const figures = await screen.findByRole('region', { name: 'Quote figures' });
    expect(within(figures).getByRole('group', { name: 'Quotes' })).toHaveTextContent('11');
    expect(within(figures).getByRole('group', { name: 'Open value' })).toHaveTextContent('£40,000');
    expect(within(figures).getByRole('group', { name: 'Win rate' })).toHaveTextContent('80%');
    expect(within(figures).getByRole('group', { name: 'Average margin' })).toHaveTextContent('23.4%');

    const statuses = within(figures).getByRole('list', { name: 'Quotes by status' });
    expect(within(statuses).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Draft: 2 quotes, £3,000',
      'Sent: 4 quotes, £40,000',
      'Accepted: 3 quotes, £24,000',
      'Converted: 1 quote, £6,000',
      'Rejected: 1 quote, £5,000',
      'Expired: 0 quotes, £0',
      'Withdrawn: 0 quotes, £0',
    ]);

    const chart = within(figures).getByRole('img', { name: /^Quote value per month, April 2025 to March 2026: 5 quotes/ });
    const columns = [...chart.querySelectorAll('g[data-month] > title')].map((title) => title.textContent);
    expect(columns).toHaveLength(12);
    expect(columns[0]).toBe('April 2025: 0 quotes, £0; 0 accepted, £0');
    expect(columns[11]).toBe('March 2026: 5 quotes, £20,000; 2 accepted, £8,000');
  });

  it('shows a dash for a win rate and margin with nothing decided', async () => {
    await openQuotes({ [STATS]: { body: quoteStats({ win_rate: null, average_margin_percent: null }) } });
    const figures = await screen.findByRole('region', { name: 'Quote figures' });
    expect(within(figures).getByRole('group', { name: 'Win rate' })).toHaveTextContent('—');
    expect(within(figures).getByRole('group', { name: 'Average margin' })).toHaveTextContent('—');
  });
});

describe('orders', () => {
  it('opens from its tab, in the address, with its own request and columns', async () => {
    const { api, router } = await openQuotes();
    await screen.findByRole('link', { name: 'Q-000001' });
    await userEvent.click(screen.getByRole('tab', { name: 'Orders' }));
    const table = await screen.findByRole('table', { name: 'Orders' });
    await within(table).findByRole('button', { name: 'SO-000001' });
    expect(router.state.location.search).toBe('?tab=orders');
    expect(urls(api, '/api/orders')).toEqual(['/api/orders?page=1&items_per_page=25&sort=-created_at']);
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent(/SO-000001.*Calder Valley Homes.*Elland Road.*Q-000003.*PO-778.*Open.*£6,000\.00/);
    expect(within(row).getByRole('link', { name: 'Q-000003' })).toHaveAttribute('href', '/quotes/editor/3');
    expect(screen.queryByRole('combobox', { name: 'Account manager' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Quote figures' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Delivered' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=orders&status=delivered'));
    await waitFor(() =>
      expect(urls(api, '/api/orders')).toContain('/api/orders?page=1&items_per_page=25&sort=-created_at&status=delivered'),
    );
  });

  it('says there are no orders yet', async () => {
    await openQuotes({ [ORDERS]: listPage([]) }, '/quotes?tab=orders');
    expect(await screen.findByText('No orders yet — convert an accepted quote into an order')).toBeInTheDocument();
  });

  it('opens an order with its lines, plots and totals, and deletes it after a confirmation', async () => {
    let deleted = false;
    const { api } = await openQuotes(
      {
        [ORDERS]: () => (deleted ? listPage([]) : listPage([orderItem(1)])),
        'DELETE /api/orders/1': () => {
          deleted = true;
          return { status: 204 };
        },
      },
      '/quotes?tab=orders',
    );
    const table = await screen.findByRole('table', { name: 'Orders' });
    await userEvent.click(await within(table).findByText('Calder Valley Homes'));
    const dialog = await screen.findByRole('dialog', { name: /Order SO-000001/ });
    const lines = await within(dialog).findByRole('table', { name: 'Order lines' });
    expect(within(lines).getAllByRole('row')[1]).toHaveTextContent(
      /IBS-RED.*Ibstock Red Multi 65mm.*8,000 bricks.*£600\.00 per 1,000.*10 days.*£4,800\.00/,
    );
    const plots = within(dialog).getByRole('table', { name: 'Quantities by plot' });
    expect(within(plots).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'PlotHouse typeIBS-RED',
      '12Aldgate5,000 bricks',
      '13Bowfell3,000 bricks',
    ]);
    const totals = within(dialog).getByRole('table', { name: 'Totals' });
    expect(totals).toHaveTextContent(/Subtotal£4,800\.00.*Delivery£200\.00.*VAT at 20%£1,000\.00.*Total£6,000\.00/);
    expect(totals).toHaveTextContent(/Margin25%/);
    expect(within(dialog).getByText('PO-778')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Q-000003 (version 2)' })).toHaveAttribute('href', '/quotes/editor/3');
    // The purchase orders that supply it, each a link to it in Buying.
    const purchaseOrders = await within(dialog).findByRole('region', { name: 'Purchase orders' });
    expect(await within(purchaseOrders).findByRole('link', { name: 'PO-000005' })).toHaveAttribute('href', '/supplier-quotes/orders/5');
    expect(purchaseOrders).toHaveTextContent('PO-000005 · Ibstock Brick · Part delivered · £4,160.00 · required 1 Apr 2026');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete order' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete order SO-000001?' });
    expect(confirm).toHaveTextContent('Quote Q-000003 goes back to accepted');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.count('DELETE', '/api/orders/1')).toBe(1));
    await waitFor(() => expect(snackbarStore.get().message).toBe('Order SO-000001 deleted.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No orders yet — convert an accepted quote into an order')).toBeInTheDocument();
  });

  it('keeps the order when the delete is refused, and says why', async () => {
    await openQuotes(
      {
        'DELETE /api/orders/1': { status: 409, body: { detail: 'A delivered order cannot be deleted.', errors: [] } },
      },
      '/quotes?tab=orders',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'SO-000001' }));
    const dialog = await screen.findByRole('dialog', { name: /Order SO-000001/ });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete order' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete order SO-000001?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await within(confirm).findByText(
        'Order SO-000001 was not deleted. A delivered order cannot be deleted. It stays as the record of what was delivered.',
      ),
    ).toBeInTheDocument();
  });

  it('offers no Delete to staff', async () => {
    await openQuotes({}, '/quotes?tab=orders', 'staff');
    await userEvent.click(await screen.findByRole('button', { name: 'SO-000001' }));
    const dialog = await screen.findByRole('dialog', { name: /Order SO-000001/ });
    await within(dialog).findByRole('table', { name: 'Order lines' });
    expect(within(dialog).queryByRole('button', { name: 'Delete order' })).not.toBeInTheDocument();
  });
});
