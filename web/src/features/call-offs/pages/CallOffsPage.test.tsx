import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { phoneScreen } from '@/test/match-media';
import { logIn, renderRoute } from '@/test/render';
// The lazy page loaded with the test's own imports, so that no test waits for its first transform in a findBy.
import './CallOffsPage';
import { callOff, daySummary, flat, listItem, month, page, row } from '../testing/fixtures';

const FLAT = 'GET /api/schedules/flat';
const MONTH = 'GET /api/schedules/month';

/** A DataTransfer as far as the board uses it (jsdom has none). */
function dataTransfer() {
  const data = new Map<string, string>();
  return {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    get types() {
      return [...data.keys()];
    },
    effectAllowed: 'all',
    dropEffect: 'none',
  };
}

function open(path: string, routes: Record<string, MockResponse | ((request: { url: string }) => MockResponse)>) {
  logIn();
  const api = mockFetch({ 'GET /api/notifications/1': { body: [] }, ...routes });
  const view = renderRoute({ path });
  return { api, ...view };
}

describe('the call-offs board', () => {
  it('shows the week by day with loads per works, filters in the address, and the order-by warnings', async () => {
    const urls: string[] = [];
    const late = row({ schedule_id: 8, number: 'CO-000008', status: 'requested', booked_date: null, date: '2026-12-10', requested_date: '2026-12-10', supplier: null, warning: 'red' });
    const { router } = open('/call-offs?date=2026-12-09&works_id=11&status=booked', {
      [FLAT]: ({ url }) => {
        urls.push(url);
        return { body: flat([row(), late], { red: [8] }) };
      },
      [MONTH]: ({ url }) => {
        urls.push(url);
        return { body: month() };
      },
      'GET /api/suppliers/11': { body: { id: 11, name: 'Ibstock Brick' } },
    });
    const tuesday = await screen.findByRole('region', { name: 'Tue 8 Dec' }, { timeout: 15_000 });
    expect(within(tuesday).getByRole('article', { name: /CO-000007 · Booked · Calder Valley Homes/ })).toBeInTheDocument();
    expect(within(tuesday).getByText('1 load')).toBeInTheDocument();
    expect(within(tuesday).getByRole('list', { name: 'Loads per works' })).toHaveTextContent('Ibstock Brick: 1 load · 20 pallets');
    expect(within(tuesday).getByText('Plots 12, 14', { exact: false })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Mon 7 Dec' })).getByText('No loads')).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'Past their order-by date' })).toHaveTextContent('CO-000008');
    const query = new URL(urls[0], 'http://x').searchParams;
    expect(query.get('from')).toBe('2026-12-07');
    expect(query.get('to')).toBe('2026-12-13');
    expect(query.get('supplier_id')).toBe('11');
    expect(query.getAll('status')).toEqual(['booked']);

    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(router.state.location.search).toContain('date=2026-12-16'));
    await userEvent.click(screen.getByRole('button', { name: 'Month' }));
    await waitFor(() => expect(router.state.location.search).toContain('view=month'));
    await waitFor(() => expect(new URL(urls.at(-1)!, 'http://x').searchParams.get('from')).toBe('2026-11-30'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('works_id'));
  }, 60_000);

  it('shows the month as a summary per day and opens a busy day a page at a time', async () => {
    const days: string[] = [];
    const first = [row(), row({ schedule_id: 9, number: 'CO-000009', window: 'pm' }), row({ schedule_id: 10, number: 'CO-000010', window: 'any' })];
    const busy = daySummary(first, {
      call_offs: 120,
      statuses: [
        { status: 'booked', call_offs: 100 },
        { status: 'requested', call_offs: 20 },
      ],
      loads: [{ supplier: { id: 11, name: 'Ibstock Brick' }, call_offs: 120, weight_kg: '2160000.0', pallets: 2400 }],
    });
    const late = row({ schedule_id: 8, number: 'CO-000008', status: 'requested', date: '2027-01-20', warning: 'red' });
    const { api } = open('/call-offs?view=month&date=2026-12-09&haulier_id=21', {
      [MONTH]: { body: month([busy], { red: [8], warned: [late, row({ haulier: { id: 21, name: 'Pennine Haulage', kind: 'other' } })] }) },
      'GET /api/schedules/day': ({ url }) => {
        days.push(url);
        const query = new URL(url, 'http://x').searchParams;
        const n = Number(query.get('page'));
        return { body: { items: [row({ schedule_id: 100 + n, number: `CO-00${100 + n}` })], total: 120, page: n, items_per_page: 50 } };
      },
    });
    const tuesday = await screen.findByRole('region', { name: 'Tue 8 Dec' }, { timeout: 15_000 });
    expect(within(tuesday).getByText('120 loads · 2,400 pallets')).toHaveAttribute('title', '100 booked · 20 requested');
    expect(within(tuesday).getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('alert', { name: 'Past their order-by date' })).toHaveTextContent('CO-000008');
    expect(screen.getByRole('combobox', { name: 'Haulier' })).toHaveValue('Pennine Haulage');
    expect(api.count('GET', '/api/schedules/flat')).toBe(0);
    await userEvent.click(within(tuesday).getByRole('button', { name: '+ 117 more loads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Call-offs on Tue 8 Dec' });
    expect(await within(dialog).findByText('CO-00101')).toBeInTheDocument();
    expect(within(dialog).getByText('1–50 of 120')).toBeInTheDocument();
    const query = new URL(days[0], 'http://x').searchParams;
    expect([query.get('date'), query.get('haulier_id'), query.get('from'), query.get('items_per_page')]).toEqual(['2026-12-08', '21', null, '50']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to next page' }));
    expect(await within(dialog).findByText('CO-00102')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 60_000);

  it('moves a dragged call-off to another day after asking, by an edit of its booked date', async () => {
    const { api } = open('/call-offs?date=2026-12-09', {
      [FLAT]: { body: flat() },
      'GET /api/schedules/7': { body: callOff() },
      'POST /api/schedules/edit/7': { body: callOff({ booked_date: '2026-12-10', date: '2026-12-10', version: 4 }) },
    });
    const card = await screen.findByRole('article', { name: /CO-000007/ });
    const transfer = dataTransfer();
    fireEvent.dragStart(card, { dataTransfer: transfer });
    const thursday = screen.getByRole('region', { name: 'Thu 10 Dec' });
    fireEvent.dragOver(thursday, { dataTransfer: transfer });
    fireEvent.drop(thursday, { dataTransfer: transfer });
    const dialog = await screen.findByRole('dialog', { name: 'Move CO-000007 to Thu 10 Dec?' });
    expect(dialog).toHaveTextContent('Its booked date changes from 8 Dec 2026 to 10 Dec 2026; the works are told');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('CO-000007 moved to 10 Dec 2026.')).toBeInTheDocument();
    const edit = api.calls.find((call) => call.method === 'POST')!;
    expect(edit.body).toMatchObject({ version: 3, booked_date: '2026-12-10', requested_date: '2026-12-08', site_contact_name: 'Jo Site', supplier_id: 11 });
    await waitFor(() => expect(api.count('GET', '/api/schedules/flat')).toBeGreaterThan(1));
  }, 60_000);

  it('says when a move is refused, and keeps the card where it was', async () => {
    open('/call-offs?date=2026-12-09', {
      [FLAT]: { body: flat() },
      'GET /api/schedules/7': { body: callOff() },
      'POST /api/schedules/edit/7': { status: 409, body: { detail: 'CO-000007 was changed by someone else since you opened it.', errors: [] } },
    });
    const card = await screen.findByRole('article', { name: /CO-000007/ });
    const transfer = dataTransfer();
    fireEvent.dragStart(card, { dataTransfer: transfer });
    fireEvent.drop(screen.getByRole('region', { name: 'Fri 11 Dec' }), { dataTransfer: transfer });
    const dialog = await screen.findByRole('dialog', { name: /Move CO-000007/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText(/changed by someone else/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(screen.getByRole('region', { name: 'Tue 8 Dec' })).getByRole('article', { name: /CO-000007/ })).toBeInTheDocument();
  }, 60_000);

  it('prints a day sheet of the loads grouped by works', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    open('/call-offs?date=2026-12-08', { [FLAT]: { body: flat() } });
    await screen.findByRole('region', { name: 'Tue 8 Dec' });
    await userEvent.click(screen.getByRole('button', { name: 'Day sheet' }));
    const sheet = await screen.findByRole('dialog', { name: /Day sheet/ });
    const table = await within(sheet).findByRole('table', { name: 'Loads from Ibstock Brick' });
    expect(table).toHaveTextContent('CO-000007');
    expect(table).toHaveTextContent('Riverside Way, Otley, LS21 1AB');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  }, 60_000);

  it('on a phone, shows the week as the coming seven days: a Saturday late in the month goes on to the next month’s Friday', async () => {
    phoneScreen();
    const urls: string[] = [];
    open('/call-offs?date=2026-11-28', {
      [FLAT]: ({ url }) => {
        urls.push(url);
        return { body: flat([row({ date: '2026-11-30', booked_date: '2026-11-30' })]) };
      },
    });
    const monday = await screen.findByRole('region', { name: 'Mon 30 Nov' }, { timeout: 15_000 });
    expect(within(monday).getByRole('article', { name: /CO-000007/ })).toBeInTheDocument();
    const days = screen.getAllByRole('region', { name: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d+ [A-Z][a-z]{2}$/ });
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual(['Sat 28 Nov', 'Sun 29 Nov', 'Mon 30 Nov', 'Tue 1 Dec', 'Wed 2 Dec', 'Thu 3 Dec', 'Fri 4 Dec']);
    expect(screen.getByText('28 Nov 2026 – 4 Dec 2026')).toBeInTheDocument();
    const query = new URL(urls[0], 'http://x').searchParams;
    expect([query.get('from'), query.get('to')]).toEqual(['2026-11-28', '2026-12-04']);
  }, 60_000);

  it('shows an empty week, and an error with Retry', async () => {
    let fail = true;
    open('/call-offs?date=2026-12-08', {
      [FLAT]: () => (fail ? { status: 500, body: { detail: 'The board could not be read.', errors: [] } } : { body: flat([]) }),
    });
    expect(await screen.findByText('The board could not be read.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/No call-offs in this period/)).toBeInTheDocument();
  }, 60_000);

  it('names a haulier chosen by id, and the list view filters orders by call-off status', async () => {
    const urls: string[] = [];
    open('/call-offs?view=list&haulier_id=21&status=booked', {
      'GET /api/schedules': ({ url }) => {
        urls.push(url);
        return { body: page([listItem()]) };
      },
      'GET /api/others/21': { body: { id: 21, name: 'Pennine Haulage' } },
    });
    await screen.findByRole('table', { name: 'Orders and their balance' }, { timeout: 15_000 });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Haulier' })).toHaveValue('Pennine Haulage'));
    const query = new URL(urls[0], 'http://x').searchParams;
    expect(query.getAll('call_off_status')).toEqual(['booked']);
    expect(query.get('haulier_id')).toBe('21');
  }, 60_000);

  it('lists orders with their balance, each opening its schedule', async () => {
    const { router } = open('/call-offs?view=list', { 'GET /api/schedules': { body: page([listItem()]) } });
    const table = await screen.findByRole('table', { name: 'Orders and their balance' });
    expect(table).toHaveTextContent('33% called off · 0% delivered');
    expect(table).toHaveTextContent('8 Dec 2026 · CO-000007');
    await userEvent.click(within(table).getByRole('link', { name: 'O-000042' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/call-offs/42'));
  }, 60_000);
});
