import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
// The lazy page loaded with the test's own imports, so that no test waits for its first transform in a findBy.
import './ScheduleOrderPage';
import { callOff, schedule, scheduleCallOff } from '../testing/fixtures';

const GET = 'GET /api/schedules/order/42';
const LINK = { link_id: 5, audience: 'site', schedule_id: null, email: 'jo@site.example', url: 'http://localhost/call-offs/abc', expires_at: '2026-12-31T00:00:00Z', revoked_at: null, last_used_at: null, active: true } as const;

type Handler = MockResponse | ((request: { url: string; method: string; body: unknown }) => MockResponse);

function open(routes: Record<string, Handler>, path = '/call-offs/42', role: 'admin' | 'staff' = 'admin') {
  logIn({ role });
  const api = mockFetch({ 'GET /api/notifications/1': { body: [] }, [GET]: { body: schedule() }, ...routes });
  const view = renderRoute({ path });
  return { api, ...view };
}

describe('an order’s schedule', () => {
  it('shows plots × products with their balance, and calls off a ticked plot with its balance', async () => {
    const added = callOff({ schedule_id: 9, number: 'CO-000009', status: 'requested', requested_date: '2026-12-15' });
    const { api } = open({ 'POST /api/schedules/plot/add': { status: 201, body: added } });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toHaveTextContent('Schedule of O-000042 · Calder Valley Homes');
    const grid = screen.getByRole('table', { name: 'Plots and products' });
    expect(within(grid).getByLabelText('Plot 12 Ibstock Red Multi 65mm: 2,000 bricks remaining')).toBeInTheDocument();
    expect(within(grid).getByLabelText('Whole order Ibstock Red Multi 65mm: 20,000 bricks remaining')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Calder Valley Homes' })).toHaveAttribute('href', '/customer?id=3');
    // The order itself (its lines and prices) is one click away.
    expect(screen.getByRole('link', { name: 'O-000042' })).toHaveAttribute('href', '/quotes?tab=orders&q=O-000042');
    expect(screen.getByRole('link', { name: 'Otley Riverside' })).toHaveAttribute('href', '/projects/view/5');
    // Each product's code in the grid's heading opens the product, and each call-off's works the supplier.
    expect(within(grid).getByRole('link', { name: 'IB-RM65' })).toHaveAttribute('href', '/products/9');
    const callOffs = screen.getByRole('table', { name: 'Call-offs' });
    expect(within(callOffs).getByRole('link', { name: 'Ibstock Brick' })).toHaveAttribute('href', '/supplier?id=11');
    expect(screen.getByRole('button', { name: 'Tick plots to call off' })).toBeDisabled();

    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Plot 15' }));
    await userEvent.click(screen.getByRole('button', { name: 'Call off 1 plot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Call off 1 plot of O-000042' });
    const quantity = within(dialog).getByRole('textbox', { name: 'Plot 15 Ibstock Red Multi 65mm quantity' });
    expect(quantity).toHaveValue('10000');
    // What it counts is said under the box, which keeps its room for the number.
    expect(quantity).toHaveAccessibleDescription('bricks');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '6000');
    const requested = within(dialog).getByLabelText(/Requested date/);
    await userEvent.clear(requested);
    await userEvent.type(requested, '2026-12-15');
    await userEvent.type(within(dialog).getByLabelText('Site contact'), 'Jo Site');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Call off' }));
    expect(await screen.findByText('CO-000009 called off for 15 Dec 2026.')).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST')!;
    expect(post.body).toMatchObject({
      order_id: 42,
      requested_date: '2026-12-15',
      window: 'any',
      site_contact_name: 'Jo Site',
      items: [{ plot_id: 150, line_id: 500, quantity: '6000' }],
      override_reason: '',
    });
    await waitFor(() => expect(api.count('GET', '/api/schedules/order/42')).toBeGreaterThan(1));
  }, 60_000);

  it('shows an over-call refused, and lets a manager give a reason', async () => {
    let calls = 0;
    const { api } = open(
      {
        'POST /api/schedules/plot/add': () => {
          calls += 1;
          return calls === 1
            ? { status: 409, body: { detail: 'Plot 12 has 2,000 bricks of Ibstock Red Multi 65mm left to call off, not 5,000: a manager may override with a reason.', errors: [] } }
            : { status: 201, body: callOff({ number: 'CO-000010' }) };
        },
      },
      '/call-offs/42',
      'admin',
    );
    const grid = await screen.findByRole('table', { name: 'Plots and products' });
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Plot 12' }));
    await userEvent.click(screen.getByRole('button', { name: 'Call off 1 plot' }));
    const dialog = await screen.findByRole('dialog');
    const quantity = within(dialog).getByRole('textbox', { name: 'Plot 12 Ibstock Red Multi 65mm quantity' });
    expect(quantity).toHaveValue('2000');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5000');
    expect(within(dialog).getByText('More than the balance')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Call off' }));
    expect(await within(dialog).findByText(/left to call off, not 5,000/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Override reason/), 'Extra for the garage');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Call off' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(api.calls.filter((call) => call.method === 'POST')[1].body).toMatchObject({ override_reason: 'Extra for the garage' });
  }, 60_000);

  it('tells staff that only a manager can over-call', async () => {
    open({}, '/call-offs/42', 'staff');
    const grid = await screen.findByRole('table', { name: 'Plots and products' });
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Plot 12' }));
    await userEvent.click(screen.getByRole('button', { name: 'Call off 1 plot' }));
    const dialog = await screen.findByRole('dialog');
    const quantity = within(dialog).getByRole('textbox', { name: /Plot 12/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5000');
    expect(within(dialog).getByText(/only a manager can call off more than the balance/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Override reason/)).not.toBeInTheDocument();
  }, 60_000);

  it('links a call-off’s haulier to its record, an other’s screen or a supplier’s, in the table and the call-off', async () => {
    const haulier = { id: 21, name: 'Pennine Haulage', kind: 'other' } as const;
    open({
      [GET]: { body: schedule({ call_offs: [scheduleCallOff({ haulier })] }) },
      'GET /api/schedules/7': { body: callOff({ haulier }) },
    });
    const callOffs = await screen.findByRole('table', { name: 'Call-offs' }, { timeout: 15_000 });
    expect(within(callOffs).getByRole('link', { name: 'Pennine Haulage' })).toHaveAttribute('href', '/other?id=21');
    await userEvent.click(within(callOffs).getByRole('button', { name: 'CO-000007' }));
    const dialog = await screen.findByRole('dialog', { name: /Call-off CO-000007/ });
    expect(await within(dialog).findByRole('link', { name: 'Pennine Haulage' })).toHaveAttribute('href', '/other?id=21');
    expect(within(dialog).getByRole('link', { name: 'Ibstock Brick' })).toHaveAttribute('href', '/supplier?id=11');
  }, 60_000);

  it('writes a failed call-off’s charge in pounds with the thousands marked', async () => {
    open({ 'GET /api/schedules/7': { body: callOff({ status: 'failed', failure_reason: 'Site shut', failure_charge: '1250.00' }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'CO-000007' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: /Call-off CO-000007/ });
    expect(await within(dialog).findByText(/Site shut · charge £1,250\.00/)).toBeInTheDocument();
  }, 60_000);

  it('edits a call-off, and offers Reload when someone else saved first', async () => {
    let version = 3;
    const { api } = open({
      'GET /api/schedules/7': () => ({ body: callOff({ version }) }),
      'POST /api/schedules/edit/7': { status: 409, body: { detail: 'CO-000007 was changed by someone else since you opened it.', errors: [] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'CO-000007' }));
    const dialog = await screen.findByRole('dialog', { name: /Call-off CO-000007/ });
    expect(await within(dialog).findByText('Gate on Mill Lane')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const contact = within(dialog).getByLabelText('Site contact');
    await userEvent.clear(contact);
    await userEvent.type(contact, 'Sam Foreman');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(/changed by someone else/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ version: 3, site_contact_name: 'Sam Foreman', booked_date: '2026-12-08', supplier_id: 11 });
    version = 4;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Site contact')).toHaveValue('Jo Site'));
  }, 60_000);

  it('changes the quantities a call-off carries, plot by plot', async () => {
    const { api } = open({
      'GET /api/schedules/7': { body: callOff() },
      'PUT /api/schedules/plot/edit': { body: callOff({ version: 4 }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'CO-000007' }));
    const dialog = await screen.findByRole('dialog', { name: /Call-off CO-000007/ });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Edit quantities' }));
    const plot14 = within(dialog).getByRole('textbox', { name: 'Quantity of Ibstock Red Multi 65mm for plot 14' });
    expect(plot14).toHaveValue('2000');
    await userEvent.clear(plot14);
    await userEvent.type(plot14, 'lots');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save quantities' }));
    expect(within(dialog).getByText('Give a quantity for plot 14, Ibstock Red Multi 65mm (0 or more).')).toBeInTheDocument();
    await userEvent.clear(plot14);
    await userEvent.type(plot14, '0');
    const plot12 = within(dialog).getByRole('textbox', { name: 'Quantity of Ibstock Red Multi 65mm for plot 12' });
    await userEvent.clear(plot12);
    await userEvent.type(plot12, '7500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save quantities' }));
    expect(await screen.findByText("CO-000007's quantities saved.")).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      schedule_id: 7,
      version: 3,
      items: [{ plot_id: 120, line_id: 500, quantity: '7500' }],
      override_reason: '',
    });
  }, 60_000);

  it('cancels a call-off by its own call, with the reason', async () => {
    const urls: string[] = [];
    const { api } = open({
      'GET /api/schedules/7': { body: callOff() },
      'DELETE /api/schedules/plot/7': ({ url }) => {
        urls.push(url);
        return { body: callOff({ status: 'cancelled', next_statuses: [] }) };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'CO-000007' }));
    const dialog = await screen.findByRole('dialog', { name: /Call-off CO-000007/ });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel call-off' }));
    const move = await screen.findByRole('dialog', { name: /Cancel this call-off · CO-000007/ });
    await userEvent.type(within(move).getByLabelText(/Why \(optional\)/), 'Plot sold off');
    await userEvent.click(within(move).getByRole('button', { name: 'Cancel call-off' }));
    expect(await screen.findByText('CO-000007 is now cancelled.')).toBeInTheDocument();
    expect(new URL(urls[0], 'http://x').searchParams.get('reason')).toBe('Plot sold off');
    expect(api.count('PUT', '/api/schedules/status/delivery')).toBe(0);
  }, 60_000);

  it('revokes a public link after asking', async () => {
    let revoked = false;
    const link = LINK;
    const { api } = open({
      [GET]: () => ({ body: schedule({ links: [revoked ? { ...link, active: false, revoked_at: '2026-11-26T10:00:00Z' } : link] }) }),
      'PUT /api/schedules/links/revoke': () => {
        revoked = true;
        return { body: { ...link, active: false, revoked_at: '2026-11-26T10:00:00Z' } };
      },
    });
    const links = await screen.findByRole('list', { name: 'Public links' }, { timeout: 15_000 });
    expect(links).toHaveTextContent('Site (jo@site.example): http://localhost/call-offs/abc');
    await userEvent.click(within(links).getByRole('button', { name: 'Revoke the link sent to jo@site.example' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this link?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The link sent to jo@site.example no longer opens.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ link_id: 5 });
    await waitFor(() => expect(screen.getByRole('list', { name: 'Public links' })).toHaveTextContent('revoked'));
    expect(within(screen.getByRole('list', { name: 'Public links' })).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  }, 60_000);

  it('says why calling off and setting a phase are disabled: no plot ticked, or the order closed', async () => {
    open({});
    await screen.findByRole('table', { name: 'Plots and products' }, { timeout: 15_000 });
    const reasonOf = (name: string) => screen.getByRole('button', { name }).parentElement as HTMLElement;
    expect(reasonOf('Set phase')).toHaveAccessibleDescription('Tick the plots in the grid first: the phase is set on the ticked plots.');
    expect(reasonOf('Tick plots to call off')).toHaveAccessibleDescription(expect.stringContaining('Tick the plots in the grid first'));
  }, 60_000);

  it('says a delivered order takes no more call-offs', async () => {
    open({ [GET]: { body: schedule({ status: 'delivered' }) } });
    await screen.findByRole('table', { name: 'Plots and products' }, { timeout: 15_000 });
    const button = screen.getByRole('button', { name: 'Tick plots to call off' });
    expect(button).toBeDisabled();
    expect(button.parentElement).toHaveAccessibleDescription('This order is delivered: nothing more can be called off.');
  }, 60_000);

  it('sets the build phase of ticked plots', async () => {
    const { api } = open({ 'PUT /api/schedules/plot/phase': { body: schedule() } });
    const grid = await screen.findByRole('table', { name: 'Plots and products' }, { timeout: 15_000 });
    expect(screen.getByRole('button', { name: 'Set phase' })).toBeDisabled();
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Plot 14' }));
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Plot 15' }));
    await userEvent.click(screen.getByRole('button', { name: 'Set phase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Phase of 2 plots' });
    await userEvent.type(within(dialog).getByLabelText('Phase'), ' Phase 3 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Plots set to Phase 3.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      order_id: 42,
      plots: [
        { plot_id: 140, phase: 'Phase 3', previous: '1' },
        { plot_id: 150, phase: 'Phase 3', previous: '2' },
      ],
    });
  }, 60_000);

  it('a plot whose phase was set by someone else meanwhile is not set over: its phase now is shown', async () => {
    let current = schedule();
    let refused = false;
    const { api } = open({
      [GET]: () => ({ body: current }),
      'PUT /api/schedules/plot/phase': (): MockResponse => {
        if (!refused) {
          refused = true;
          current = schedule({ plots: current.plots.map((plot) => (plot.plot_id === 140 ? { ...plot, phase: '4' } : plot)) });
          return { status: 409, body: { detail: 'This phase of plot 14 was changed by someone else since you opened it.', errors: [] } };
        }
        return { body: current };
      },
    });
    const grid = await screen.findByRole('table', { name: 'Plots and products' }, { timeout: 15_000 });
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Plot 14' }));
    await userEvent.click(screen.getByRole('button', { name: 'Set phase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Phase of plot 14' });
    await userEvent.clear(within(dialog).getByLabelText('Phase'));
    await userEvent.type(within(dialog).getByLabelText('Phase'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Now: plot 14 “4”\. Save again to replace it\./)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Plot set to 3.')).toBeInTheDocument();
    const bodies = api.calls.filter((call) => call.method === 'PUT').map((call) => call.body);
    expect(bodies).toEqual([
      { order_id: 42, plots: [{ plot_id: 140, phase: '3', previous: '1' }] },
      { order_id: 42, plots: [{ plot_id: 140, phase: '3', previous: '4' }] },
    ]);
  }, 60_000);

  it('moves a call-off to failed with a reason and a charge', async () => {
    const booked = callOff({ status: 'dispatched', next_statuses: ['delivered', 'part_delivered', 'failed'] });
    const { api } = open({
      'GET /api/schedules/7': { body: booked },
      'PUT /api/schedules/status/delivery': { body: callOff({ status: 'failed', failure_reason: 'Site closed', next_statuses: ['rescheduled'] }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'CO-000007' }));
    const dialog = await screen.findByRole('dialog', { name: /Call-off CO-000007/ });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Mark as failed' }));
    const move = await screen.findByRole('dialog', { name: /Mark as failed · CO-000007/ });
    await userEvent.click(within(move).getByRole('button', { name: 'Mark as failed' }));
    expect(within(move).getByText('Say why the delivery failed.')).toBeInTheDocument();
    await userEvent.type(within(move).getByLabelText(/Why it failed/), 'Site closed');
    await userEvent.type(within(move).getByLabelText(/Charge/), '150');
    await userEvent.click(within(move).getByRole('button', { name: 'Mark as failed' }));
    expect(await screen.findByText('CO-000007 is now failed.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      schedule_id: 7,
      status: 'failed',
      version: 3,
      reason: 'Site closed',
      charge: '150',
      delivered: [],
    });
  }, 60_000);

  it('records a part delivery with what arrived', async () => {
    const dispatched = callOff({ status: 'dispatched', next_statuses: ['delivered', 'part_delivered', 'failed'] });
    const { api } = open({
      'GET /api/schedules/7': { body: dispatched },
      'PUT /api/schedules/status/delivery': { body: callOff({ status: 'part_delivered', next_statuses: [] }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'CO-000007' }));
    const dialog = await screen.findByRole('dialog', { name: /Call-off CO-000007/ });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Mark as part delivered' }));
    const move = await screen.findByRole('dialog', { name: /Mark as part delivered/ });
    const first = within(move).getByLabelText(/Plot 12 · Ibstock Red Multi 65mm/);
    await userEvent.clear(first);
    await userEvent.type(first, '7500');
    await userEvent.type(within(move).getByLabelText('Received by'), 'Jo Site');
    await userEvent.click(within(move).getByRole('button', { name: 'Mark as part delivered' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        status: 'part_delivered',
        delivered: [
          { item_id: 70, quantity: '7500' },
          { item_id: 71, quantity: '2000' },
        ],
        received_by: 'Jo Site',
      }),
    );
  }, 60_000);

  it('previews the schedule mail to the site contact, then sends it', async () => {
    const { api } = open({
      'PUT /api/quotes/send/schedule/preview': {
        body: { recipients: [{ contact_id: 4, name: 'Jo Site', email: 'jo@site.example' }], subject: 'Delivery schedule O-000042', body_html: '<p>Hello</p>', body_text: 'Hello', public_url: 'http://x/call-offs/abc', problems: [] },
      },
      'PUT /api/quotes/send/schedule': {
        body: {
          recipients: [{ contact_id: 4, name: 'Jo Site', email: 'jo@site.example' }],
          outbox_ids: [1],
          link: { link_id: 1, audience: 'site', schedule_id: null, email: 'jo@site.example', url: 'http://x/call-offs/abc', expires_at: '2027-01-01T00:00:00Z', revoked_at: null, last_used_at: null, active: true },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Send the schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the schedule of O-000042' });
    expect(await within(dialog).findByText('Delivery schedule O-000042')).toBeInTheDocument();
    expect(within(dialog).getByText(/Jo Site <jo@site.example>/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Schedule sent to Jo Site.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/quotes/send/schedule')?.body).toEqual({ order_id: 42, schedule_id: null, audience: 'site', message: '' });
  }, 60_000);

  it('reads compact cells by the position of their line, figures at zero left out', async () => {
    const base = schedule();
    const blocks = { ...base.lines[0], line_id: 501, position: 2, code: '', description: 'Conbloc 100mm', unit: 'each' as const };
    const compact = schedule({
      lines: [base.lines[0], blocks],
      plots: [
        // Plot 12 called off in full: nothing remaining, nothing delivered (both left out), so it cannot be ticked.
        { ...base.plots[0], remaining: '0.000', cells: [{ ordered: '10000.000', called_off: '10000.000' }, { ordered: '200.000', called_off: '200.000' }] },
        // Plot 15: nothing called off of either; its blocks cell is all zeros but what is ordered.
        { ...base.plots[2], cells: [{ ordered: '10000.000', remaining: '10000.000' }, { ordered: '200.000', remaining: '200.000' }] },
      ],
    });
    open({ [GET]: { body: compact } });
    const grid = await screen.findByRole('table', { name: 'Plots and products' }, { timeout: 15_000 });
    expect(within(grid).getByLabelText('Plot 12 Ibstock Red Multi 65mm: 0 bricks remaining')).toBeInTheDocument();
    expect(within(grid).getByLabelText('Plot 12 Conbloc 100mm: 0 remaining')).toBeInTheDocument();
    expect(within(grid).getByLabelText('Plot 15 Conbloc 100mm: 200 remaining')).toHaveTextContent('0 / 200 called · 0 in');
    expect(within(grid).getByRole('checkbox', { name: 'Plot 12' })).toBeDisabled();
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Plot 15' }));
    await userEvent.click(screen.getByRole('button', { name: 'Call off 1 plot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Call off 1 plot of O-000042' });
    expect(within(dialog).getByRole('textbox', { name: 'Plot 15 Conbloc 100mm quantity' })).toHaveValue('200');
  }, 60_000);

  it('says when the order does not exist', async () => {
    open({ [GET]: { status: 404, body: { detail: 'Not found', errors: [] } } }, '/call-offs/999');
    expect(await screen.findByRole('heading', { name: 'Schedule not found' })).toBeInTheDocument();
  });
});
