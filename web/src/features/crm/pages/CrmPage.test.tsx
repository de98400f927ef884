import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isoDay } from '@/lib/format';
import { getSession, setCrmView } from '@/lib/session';
import { snackbarStore } from '@/lib/snackbar';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { catchSavedFiles, type SavedFile } from '@/test/saved-files';
import { contact, customer, page } from '../test-fixtures';

// The screen renders the whole shell and a wide table: give a busy machine time (no timing is tested).

const CUSTOMERS = 'GET /api/customers/all/1';
const base = { 'GET /api/notifications/1': { body: [] } };
const urls = (api: ReturnType<typeof mockFetch>, path: string) =>
  api.fetchMock.mock.calls.map((call) => String(call[0])).filter((url) => url.split('?')[0] === path);

async function openCrm(routes: Record<string, MockResponse | ((r: { url: string }) => MockResponse)>, path = '/crm') {
  logIn();
  const api = mockFetch({ ...base, ...routes });
  const view = renderRoute({ path });
  await screen.findByRole('heading', { name: 'CRM' });
  return { api, ...view };
}

describe('CRM screen', () => {
  it('opens on the Customers tab with page 1 of 25, and links each row to its record', async () => {
    const { api } = await openCrm({
      [CUSTOMERS]: page([customer(7, { name: 'Barratt Homes', email: 'buying@barratt.example', account_number: 'BAR01' })]),
    });
    expect(screen.getByRole('tab', { name: 'Customers' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(within(table).getByRole('link', { name: 'Barratt Homes' })).toHaveAttribute('href', '/customer?id=7');
    expect(within(table).getByRole('link', { name: 'buying@barratt.example' })).toHaveAttribute(
      'href',
      'mailto:buying@barratt.example',
    );
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent(/Barratt Homes.*BAR01.*Housebuilder.*Leeds.*LS11 5RT.*0113 496 0000.*Ada Brennan/);
    expect(within(table).getByRole('columnheader', { name: 'Account manager' })).toBeInTheDocument();
    expect(urls(api, '/api/customers/all/1')).toEqual(['/api/customers/all/1?items_per_page=25&sort=name']);
    expect(screen.getByRole('link', { name: 'New customer' })).toHaveAttribute('href', '/company/new?kind=customer');
  });

  it('remembers the tab, page and page size across reloads; a new tab starts on page 1', async () => {
    setCrmView({ page: 3, itemsPerPage: 50 });
    const { api, unmount } = await openCrm({
      'GET /api/customers/all/3': page([customer(1)], 120, 3, 50),
      'GET /api/contacts/all/1': page([contact(5)], 1, 1, 50),
    });
    await screen.findByRole('link', { name: 'Customer 1' });
    expect(urls(api, '/api/customers/all/3')).toEqual(['/api/customers/all/3?items_per_page=50&sort=name']);

    await userEvent.click(screen.getByRole('tab', { name: 'Contacts' }));
    expect(await screen.findByRole('table', { name: 'Contacts' })).toBeInTheDocument();
    expect(window.localStorage.getItem('tab')).toBe('contacts');
    expect(window.localStorage.getItem('page')).toBe('1');
    expect(window.localStorage.getItem('itemsPerPage')).toBe('50');
    expect(urls(api, '/api/contacts/all/1')).toEqual(['/api/contacts/all/1?items_per_page=50&sort=last_name']);
    expect(screen.queryByRole('button', { name: 'Account manager' })).not.toBeInTheDocument();

    unmount();
    renderRoute({ path: '/crm' });
    expect(await screen.findByRole('tab', { name: 'Contacts' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Grace Hopper 5' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Customers' })).toHaveAttribute('aria-selected', 'false');
  });

  it('searches once typing pauses, with q, back on page 1, and keeps the search in the address', async () => {
    setCrmView({ page: 2 });
    const { api, router } = await openCrm({
      'GET /api/customers/all/2': page([customer(30)], 30),
      [CUSTOMERS]: ({ url }) => (url.includes('q=brick') ? page([customer(3, { name: 'Brick Lane Builders' })]) : page([])),
    });
    await screen.findByRole('link', { name: 'Customer 30' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'brick');
    expect(await screen.findByRole('link', { name: 'Brick Lane Builders' })).toBeInTheDocument();
    expect(urls(api, '/api/customers/all/1')).toEqual(['/api/customers/all/1?items_per_page=25&q=brick&sort=name']);
    expect(router.state.location.search).toBe('?tab=customers&q=brick');
    expect(getSession().page).toBe(1);
  });

  it('sorts on the server by the clicked column, ascending then descending', async () => {
    const { api, router } = await openCrm({ [CUSTOMERS]: page([customer(1)]) });
    await screen.findByRole('link', { name: 'Customer 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Town' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=customers&sort=town'));
    await userEvent.click(screen.getByRole('button', { name: 'Town' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=customers&sort=-town'));
    await waitFor(() => expect(urls(api, '/api/customers/all/1')).toContain('/api/customers/all/1?items_per_page=25&sort=-town'));
    expect(screen.getByRole('columnheader', { name: /Town/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts contacts by last or first name, and links each to its organisation', async () => {
    window.localStorage.setItem('tab', 'contacts');
    const { api } = await openCrm({ 'GET /api/contacts/all/1': page([contact(5, { related_type: 'supplier', related_id: 9 })]) });
    const table = await screen.findByRole('table', { name: 'Contacts' });
    expect(within(table).getByRole('link', { name: 'Grace Hopper 5' })).toHaveAttribute('href', '/contact?id=5&related_id=9');
    expect(within(table).getByRole('link', { name: 'Ibstock Brick' })).toHaveAttribute('href', '/supplier?id=9');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Sales manager.*grace5@example\.com.*07700 900123/);
    await userEvent.click(within(table).getByRole('button', { name: 'First name' }));
    await waitFor(() => expect(urls(api, '/api/contacts/all/1')).toContain('/api/contacts/all/1?items_per_page=25&sort=first_name'));
    await userEvent.click(within(table).getByRole('button', { name: 'Organisation' }));
    await waitFor(() => expect(urls(api, '/api/contacts/all/1')).toContain('/api/contacts/all/1?items_per_page=25&sort=organisation'));
    expect(screen.getByRole('link', { name: 'New contact' })).toHaveAttribute('href', '/contacts/new');
  });

  it('lists archived records with the switch', async () => {
    const { api, router } = await openCrm({
      [CUSTOMERS]: ({ url }) => (url.includes('archived=true') ? page([]) : page([customer(1)])),
    });
    await screen.findByRole('link', { name: 'Customer 1' });
    await userEvent.click(screen.getByRole('switch', { name: 'Archived' }));
    expect(await screen.findByText(/No archived customers\./)).toBeInTheDocument();
    expect(urls(api, '/api/customers/all/1')).toContain('/api/customers/all/1?items_per_page=25&sort=name&archived=true');
    expect(router.state.location.search).toBe('?tab=customers&archived=true');
    await userEvent.click(screen.getByRole('button', { name: 'Show active customers' }));
    expect(await screen.findByRole('link', { name: 'Customer 1' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Archived' })).not.toBeChecked();
  });

  it('says what to do when a list is empty: add or import, or clear the search', async () => {
    const { api } = await openCrm({
      [CUSTOMERS]: ({ url }) => (url.includes('q=') ? page([]) : page([])),
      'GET /api/companys': page([]),
    });
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(await within(table).findByText('No customers yet — add one or import a CSV')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'New customer' })).toHaveAttribute('href', '/company/new?kind=customer');
    expect(within(table).getByRole('button', { name: 'Import CSV' })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'zzz');
    expect(await within(table).findByText('No customers match “zzz”')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Clear search' }));
    expect(await within(table).findByText('No customers yet — add one or import a CSV')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search customers' })).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search customers' })).toHaveFocus());
    expect(urls(api, '/api/customers/all/1').at(-1)).toBe('/api/customers/all/1?items_per_page=25&sort=name');

    await userEvent.click(screen.getByRole('tab', { name: 'Companies' }));
    expect(await screen.findByText('No companies yet — add one')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
    expect(urls(api, '/api/companys')).toEqual(['/api/companys?page=1&items_per_page=25&sort=name']);
  });

  it('pages through the list and changes the page size', async () => {
    const { api } = await openCrm({
      [CUSTOMERS]: page([customer(1)], 60),
      'GET /api/customers/all/2': page([customer(26)], 60, 2),
    });
    await screen.findByRole('link', { name: 'Customer 1' });
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('link', { name: 'Customer 26' })).toBeInTheDocument();
    expect(window.localStorage.getItem('page')).toBe('2');

    await userEvent.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await userEvent.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(urls(api, '/api/customers/all/1')).toContain('/api/customers/all/1?items_per_page=50&sort=name'));
    expect(window.localStorage.getItem('page')).toBe('1');
    expect(window.localStorage.getItem('itemsPerPage')).toBe('50');
  });

  it('says "about" before the estimated total of a broad search', async () => {
    const broad = page([customer(1)], 50697);
    await openCrm({ [CUSTOMERS]: { body: { ...broad.body, total_is_estimate: true } } });
    await screen.findByRole('link', { name: 'Customer 1' });
    expect(screen.getByText('1–25 of about 51,000')).toBeInTheDocument();
  });

  it('goes back to the last page when the remembered one is past the end', async () => {
    setCrmView({ page: 9 });
    await openCrm({ 'GET /api/customers/all/9': page([], 30, 9), 'GET /api/customers/all/2': page([customer(26)], 30, 2) });
    expect(await screen.findByRole('link', { name: 'Customer 26' })).toBeInTheDocument();
    expect(getSession().page).toBe(2);
  });

  it('shows skeleton rows while loading, then an error with Retry', async () => {
    let fail = true;
    await openCrm({
      [CUSTOMERS]: () => (fail ? { status: 500, body: { detail: 'The database is unavailable.' } } : page([customer(1)])),
    });
    expect(screen.getByRole('status', { name: 'Loading customers' })).toBeInTheDocument();
    expect(await screen.findByText(/Could not load the customers\. The database is unavailable\./)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Customer 1' })).toBeInTheDocument();
  });
});

describe('CSV export', () => {
  let saved: SavedFile[] = [];
  beforeEach(() => {
    saved = catchSavedFiles('blob:export');
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the list as filtered and sorted, with the token', async () => {
    const { api } = await openCrm(
      { [CUSTOMERS]: page([customer(1)]), 'GET /api/crm/export/customers': { body: 'Name\r\nCustomer 1\r\n' } },
      '/crm?q=leeds&sort=-town&archived=true',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(urls(api, '/api/crm/export/customers')).toEqual(['/api/crm/export/customers?q=leeds&sort=-town&archived=true']);
    const call = api.calls.find((c) => c.path === '/api/crm/export/customers');
    expect(call?.headers).toMatchObject({ Authorization: 'Bearer token-ada' });
    expect(saved[0]).toEqual({ href: 'blob:export', download: `customers-${isoDay()}.csv` });
    expect(snackbarStore.get()).toMatchObject({ colour: 'primary', message: `The customers were exported to customers-${isoDay()}.csv.` });
  });

  it('says so when the export fails', async () => {
    await openCrm({
      [CUSTOMERS]: page([customer(1)]),
      'GET /api/crm/export/customers': { status: 503, body: { detail: 'Try again in a minute.' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(snackbarStore.get()).toMatchObject({ colour: 'error', message: 'The export failed. Try again in a minute.' }),
    );
    expect(saved).toHaveLength(0);
  });
});
