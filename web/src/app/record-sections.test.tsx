/**
 * From a record to its quotes: a customer's, a company's and a project's screens list their quotes (each
 * opening the editor), count them in a figure that opens the quotes list filtered to the record, and start a
 * new quote from the record.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { organisation, page, stats } from '@/features/crm-records/testing/fixtures';
import { detail, stats as projectStats } from '@/features/projects/testing/fixtures';
import { listItem as scheduleItem, page as schedulePage } from '@/features/call-offs/testing/fixtures';
import { quoteItem } from '@/features/quotes/testing/list-fixtures';
import { listPage, supplierQuoteItem } from '@/features/supplier-quotes/testing/fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { phoneScreen } from '@/test/match-media';
import { logIn, renderRoute } from '@/test/render';

const FIGURES = { quotes: 12, open_quotes: 2, open_value: '12000.00', accepted_value: '24000.00', orders: 3, win_rate: 75 };
const QUOTES = [
  quoteItem(21, { status: 'sent', total: '7781.26', valid_until: '2025-12-18', created_at: '2025-11-17T10:00:00Z' }),
  quoteItem(20, { status: 'draft', project: null, total: '980.50', valid_until: null, created_at: '2025-11-10T10:00:00Z' }),
];
const TASK = {
  id: 11,
  title: 'Chase Calder Valley',
  stage_id: 1,
  rank: 'a',
  status: 'open',
  priority: 'high',
  due_at: '2026-12-04T17:00:00Z',
  overdue: false,
  owner: { id: 1, name: 'Ada Lovelace' },
  assignee_names: [],
  links: [{ record_type: 'project', record_id: 4, label: 'Elland Road' }],
  source: 'manual',
};
const base = {
  'GET /api/notifications/1': { body: [] },
  'GET /api/contacts/internal': { body: [] },
  'GET /api/quotes': { body: { items: QUOTES, total: 12, page: 1, items_per_page: 10 } },
  'GET /api/projects/all': page([]),
  'GET /api/schedules': { body: { items: [], total: 0, page: 1, items_per_page: 10 } },
};

function quoteListCall(api: ReturnType<typeof mockFetch>) {
  return api.fetchMock.mock.calls.map((call) => String(call[0])).find((url) => url.startsWith('/api/quotes?'));
}

describe("a record's quotes", () => {
  it("lists a customer's quotes, links its Quotes figure to the filtered list, and starts a new quote for it", async () => {
    logIn();
    const api = mockFetch({
      ...base,
      'GET /api/customers/5': { body: organisation() },
      'GET /api/customers/stats/5': { body: stats({ quotes: FIGURES }) },
    });
    const { router } = renderRoute({ path: '/customer?id=5' });

    const section = await screen.findByRole('region', { name: 'Quotes' }, { timeout: 10_000 });
    const table = await within(section).findByRole('table', { name: 'Quotes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent))).toEqual([
      ['Q-000021', 'Sent', 'Elland Road', '£7,781.26', '18 Dec 2025', '17 Nov 2025'],
      ['Q-000020', 'Draft', '—', '£980.50', '—', '10 Nov 2025'],
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'Q-000021' })).toHaveAttribute('href', '/quotes/editor/21');
    // The quote's project is a link to it, as its number is to the quote.
    expect(within(rows[0]).getByRole('link', { name: 'Elland Road' })).toHaveAttribute('href', '/projects/view/7');
    expect(quoteListCall(api)).toContain('customer_id=5');
    expect(within(section).getByRole('link', { name: 'All 12 quotes' })).toHaveAttribute('href', '/quotes?customer_id=5');

    const figure = within(await screen.findByRole('region', { name: 'Figures' })).getByRole('group', { name: 'Quotes' });
    expect(within(figure).getByRole('link', { name: 'Quotes: 12' })).toHaveAttribute('href', '/quotes?customer_id=5');

    await userEvent.click(within(section).getByRole('link', { name: 'New quote' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quotes/editor/new'));
    expect(router.state.location.search).toBe('?customer_id=5');
  });

  it("lists a company's quotes on its screen", async () => {
    logIn();
    const company = organisation({ id: 8, kind: 'company', name: 'Harrogate Living Ltd', account_number: '' });
    mockFetch({ ...base, 'GET /api/companys/8': { body: company }, 'GET /api/companys/stats/8': { body: stats({ quotes: FIGURES }) } });
    renderRoute({ path: '/company?id=8' });

    const section = await screen.findByRole('region', { name: 'Quotes' }, { timeout: 10_000 });
    expect(await within(section).findByRole('link', { name: 'Q-000021' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'New quote' })).toHaveAttribute('href', '/quotes/editor/new?customer_id=8');
  });

  it("lists a project's quotes and tasks and starts a new quote from the project", async () => {
    logIn();
    const api = mockFetch({
      ...base,
      'GET /api/projects/4': { body: detail(4, { name: 'Elland Road' }) },
      'GET /api/projects/stats/4': { body: projectStats({ quotes: FIGURES }) },
      'GET /api/projects/notes/4': { body: [] },
      'GET /api/projects/activity/4': { body: { items: [], total: 0, page: 1, items_per_page: 25 } },
      'GET /api/tasks/linked/project/4': { body: [TASK] },
    });
    renderRoute({ path: '/projects/view/4' });

    // The Tasks section loads apart from the routes (the first screen does not carry it), then lists the project's tasks.
    const tasks = await screen.findByRole('list', { name: 'Tasks' }, { timeout: 10_000 });
    expect(within(tasks).getByRole('link', { name: 'Chase Calder Valley' })).toHaveAttribute('href', '/task?id=11');
    expect(screen.getByRole('link', { name: 'New task' })).toHaveAttribute('href', '/task/new?link=project:4');

    const section = await screen.findByRole('region', { name: 'Quotes' }, { timeout: 10_000 });
    expect(await within(section).findByRole('link', { name: 'Q-000021' })).toHaveAttribute('href', '/quotes/editor/21');
    expect(quoteListCall(api)).toContain('project_id=4');
    expect(within(section).getByRole('link', { name: 'New quote' })).toHaveAttribute('href', '/quotes/editor/new?project_id=4');
    const figure = within(await screen.findByRole('region', { name: 'Figures' })).getByRole('group', { name: 'Quotes' });
    expect(within(figure).getByRole('link', { name: 'Quotes: 12' })).toHaveAttribute('href', '/quotes?project_id=4');
  });

  it("lists a customer's orders to deliver, each opening its call-off schedule", async () => {
    logIn();
    const api = mockFetch({
      ...base,
      'GET /api/customers/5': { body: organisation() },
      'GET /api/customers/stats/5': { body: stats({ quotes: FIGURES }) },
      'GET /api/schedules': { body: schedulePage([scheduleItem()]) },
    });
    renderRoute({ path: '/customer?id=5' });
    const section = await screen.findByRole('region', { name: 'Call-offs' }, { timeout: 10_000 });
    expect(await within(section).findByRole('link', { name: 'Schedule of O-000042' })).toHaveAttribute('href', '/call-offs/42');
    expect(within(section).getByText('8 Dec 2026 · CO-000007')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'All 1 order' })).toHaveAttribute('href', '/call-offs?view=list&customer_id=5');
    const call = api.fetchMock.mock.calls.map((c) => String(c[0])).find((url) => url.startsWith('/api/schedules?'));
    expect(call).toContain('customer_id=5');
  });
});

describe("a supplier's and a company's sections on a phone", () => {
  it("fold to a line saying what they hold, and unfold on a tap", async () => {
    phoneScreen();
    logIn();
    const supplier = organisation({ id: 8, kind: 'supplier', name: 'Ibstock Brick', account_number: '' });
    mockFetch({
      ...base,
      'GET /api/suppliers/single/8': { body: supplier },
      'GET /api/suppliers/stats/8': { body: stats() },
      'GET /api/suppliers/quotes': listPage([supplierQuoteItem(1)], 3),
    });
    renderRoute({ path: '/supplier?id=8' });
    const fold = await screen.findByRole('button', { name: /^Supplier quotes/ }, { timeout: 10_000 });
    await waitFor(() => expect(fold).toHaveTextContent('3 supplier quotes'));
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    // Folded, the section is there (mounted) but hidden.
    expect(screen.getByRole('table', { name: 'Supplier quotes', hidden: true })).not.toBeVisible();
    await userEvent.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('table', { name: 'Supplier quotes' })).toBeVisible();
  });

  it("folds a company's quotes with their count", async () => {
    phoneScreen();
    logIn();
    const company = organisation({ id: 8, kind: 'company', name: 'Harrogate Living Ltd', account_number: '' });
    mockFetch({ ...base, 'GET /api/companys/8': { body: company }, 'GET /api/companys/stats/8': { body: stats({ quotes: FIGURES }) } });
    renderRoute({ path: '/company?id=8' });
    const fold = await screen.findByRole('button', { name: /^Quotes/ }, { timeout: 10_000 });
    await waitFor(() => expect(fold).toHaveTextContent('12 quotes · 2 open'));
    expect(fold).toHaveAttribute('aria-expanded', 'false');
  });
});
