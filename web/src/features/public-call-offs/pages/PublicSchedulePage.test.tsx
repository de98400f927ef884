import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
// The lazy page loaded with the test's own imports, so that no test waits for its first transform in a findBy.
import './PublicSchedulePage';
import type { PublicCallOff, PublicSchedule } from '../api/schedule';

const TOKEN = '0b7a4c1e-9d2f-4e6a-8b3c-5d7e9f1a2b3c';
const GET = `GET /api/schedules/public/${TOKEN}`;

function callOff(overrides: Partial<PublicCallOff> = {}): PublicCallOff {
  return {
    schedule_id: 7,
    number: 'CO-000007',
    status: 'booked',
    status_label: 'Booked',
    requested_date: '2026-12-08',
    booked_date: '2026-12-08',
    confirmed_date: null,
    proposed_date: null,
    window: 'am',
    site_address: 'Riverside Way, Otley',
    site_postcode: 'LS21 1AB',
    site_contact_name: 'Jo Site',
    site_contact_phone: '07700 900000',
    access_notes: 'Gate on Mill Lane',
    offload_method: 'crane',
    vehicle: 'artic',
    load_type: 'full',
    pallets: 20,
    pallets_delivered: null,
    delivered_at: null,
    received_by: '',
    items: [{ plot_number: '12', code: 'IB-RM65', description: 'Ibstock Red Multi 65mm', unit: 'per_1000', quantity: '8000.000', delivered_quantity: '0.000' }],
    proofs: [],
    ...overrides,
  };
}

const balance = { ordered: '30000.000', called_off: '10000.000', delivered: '0.000', remaining: '20000.000' };

function schedule(overrides: Partial<PublicSchedule> = {}): PublicSchedule {
  const callOffs = overrides.call_offs ?? [callOff()];
  return {
    audience: 'site',
    token: TOKEN,
    expires_at: '2027-02-01T00:00:00Z',
    order_number: 'O-000042',
    customer_name: 'Calder Valley Homes',
    project_name: 'Otley Riverside',
    company_name: 'Pennine Brick Supplies',
    company_phone: '01422 000000',
    lines: [{ ...balance, code: 'IB-RM65', description: 'Ibstock Red Multi 65mm', unit: 'per_1000' }],
    plots: [{ ...balance, ordered: '10000.000', called_off: '8000.000', remaining: '2000.000', plot_number: '12', house_type: 'Aspen', phase: '1' }],
    call_offs: callOffs,
    call_offs_total: callOffs.length,
    page: 1,
    items_per_page: 25,
    actions: { can_confirm: false, can_propose: false, can_dispatch: false, can_deliver: false, closed_reason: '' },
    ...overrides,
  };
}

function open(answer: MockResponse, routes: Record<string, MockResponse> = {}) {
  const api = mockFetch({ [GET]: answer, ...routes });
  renderRoute({ path: `/call-offs/${TOKEN}` });
  return api;
}

describe('the public schedule', () => {
  it('shows the site its deliveries, products and plots without prices, the shell or a token', async () => {
    logIn();
    const delivered = callOff({
      schedule_id: 6,
      number: 'CO-000006',
      status: 'proof_received',
      status_label: 'Proof received',
      delivered_at: '2026-11-20T10:30:00Z',
      received_by: 'Jo Site',
      proofs: [{ file_id: 3, name: 'docket.pdf', content_type: 'application/pdf', uploaded_at: '2026-11-20T10:35:00Z' }],
    });
    const api = open({ body: schedule({ call_offs: [delivered, callOff()] }) });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toHaveTextContent('Order O-000042');
    const deliveries = screen.getByRole('list', { name: 'Deliveries' });
    expect(within(deliveries).getByRole('listitem', { name: 'CO-000007' })).toHaveTextContent('Plot 12: 8,000 bricks Ibstock Red Multi 65mm');
    expect(within(deliveries).getByRole('listitem', { name: 'CO-000007' })).toHaveTextContent('booked, awaiting confirmation');
    expect(within(deliveries).getByRole('link', { name: 'docket.pdf' })).toHaveAttribute('href', `/api/schedules/public/${TOKEN}/proof/3`);
    expect(screen.getByRole('table', { name: 'Products' })).toHaveTextContent('20,000 bricks');
    expect(screen.getByRole('table', { name: 'Plots' })).toHaveTextContent('80%');
    expect(document.body.textContent).not.toMatch(/£/);
    expect(screen.queryByRole('button', { name: 'Confirm date' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('topbar')).not.toBeInTheDocument();
    expect(api.calls.every((call) => !('Authorization' in call.headers))).toBe(true);
  }, 60_000);

  it('opens a big site on the page of its next delivery, and pages the others', async () => {
    logIn();
    const numbered = (n: number) => callOff({ schedule_id: n, number: `CO-${String(n).padStart(6, '0')}` });
    const asked: string[] = [];
    // Each page as the API answers it: 60 call-offs, 25 a page; without a page, the next delivery's (the 2nd).
    mockFetch({
      [GET]: (request) => {
        const given = new URL(request.url, 'http://localhost').searchParams.get('page');
        asked.push(given ?? 'none');
        const page = given ? Number(given) : 2;
        const first = (page - 1) * 25 + 1;
        const shown = Array.from({ length: Math.min(25, 60 - first + 1) }, (_, i) => numbered(first + i));
        return { body: schedule({ call_offs: shown, call_offs_total: 60, page }) };
      },
    });
    renderRoute({ path: `/call-offs/${TOKEN}` });
    const deliveries = await screen.findByRole('list', { name: 'Deliveries' }, { timeout: 15_000 });
    expect(within(deliveries).getByRole('listitem', { name: 'CO-000026' })).toBeInTheDocument();
    expect(screen.getByText('60 deliveries, by requested date: page 2 of 3')).toBeInTheDocument();
    expect(asked).toEqual(['none']);
    await userEvent.click(screen.getByRole('button', { name: 'Deliveries page 3' }));
    expect(await screen.findByRole('listitem', { name: 'CO-000051' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'CO-000026' })).not.toBeInTheDocument();
    expect(screen.getByText('60 deliveries, by requested date: page 3 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deliveries page 1' }));
    expect(await screen.findByRole('listitem', { name: 'CO-000001' })).toBeInTheDocument();
    expect(asked).toEqual(['none', '3', '1']);
  }, 60_000);

  it('lets the works confirm the booked date', async () => {
    const works = schedule({ audience: 'works', lines: [], plots: [], actions: { can_confirm: true, can_propose: true, can_dispatch: false, can_deliver: false, closed_reason: '' } });
    const confirmed = schedule({
      audience: 'works',
      call_offs: [callOff({ status: 'confirmed', status_label: 'Confirmed', confirmed_date: '2026-12-08' })],
      actions: { can_confirm: false, can_propose: false, can_dispatch: true, can_deliver: true, closed_reason: '' },
    });
    const api = open({ body: works }, { 'PUT /api/schedules/public/confirm': { body: confirmed } });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('CO-000007');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the delivery date' });
    expect(dialog).toHaveTextContent('You confirm delivery on Tue, 8 December 2026.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm date' }));
    expect(within(dialog).getByText('Please enter your name')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Your name/), 'Sam Pike');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm date' }));
    expect(await screen.findByRole('button', { name: 'Mark dispatched' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'CO-000007' })).toHaveTextContent('(confirmed)');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ token: TOKEN, name: 'Sam Pike' });
  }, 60_000);

  it('proposes another date, and shows a field error', async () => {
    const works = schedule({ audience: 'haulier', actions: { can_confirm: true, can_propose: true, can_dispatch: false, can_deliver: false, closed_reason: '' } });
    const api = open(
      { body: works },
      {
        'PUT /api/schedules/public/propose': {
          status: 422,
          body: { detail: 'Invalid input: one message per field', errors: [{ field: 'proposed_date', message: 'Propose a date from today on' }] },
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Propose another date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose another date' });
    await userEvent.type(within(dialog).getByLabelText(/Your name/), 'Sam Pike');
    await userEvent.type(within(dialog).getByLabelText(/Date you can deliver/), '2026-12-10');
    await userEvent.type(within(dialog).getByLabelText(/Notes/), 'Kiln down');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(await within(dialog).findByText('Propose a date from today on')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ token: TOKEN, name: 'Sam Pike', proposed_date: '2026-12-10', window: 'any', notes: 'Kiln down' });
  }, 60_000);

  it('marks the load delivered with a proof upload', async () => {
    const works = schedule({
      audience: 'works',
      call_offs: [callOff({ status: 'dispatched', status_label: 'Dispatched', confirmed_date: '2026-12-08' })],
      actions: { can_confirm: false, can_propose: false, can_dispatch: false, can_deliver: true, closed_reason: '' },
    });
    const done = schedule({
      audience: 'works',
      call_offs: [callOff({ status: 'proof_received', status_label: 'Proof received', received_by: 'Jo Site', delivered_at: '2026-12-08T10:30:00Z' })],
      actions: { can_confirm: false, can_propose: false, can_dispatch: false, can_deliver: false, closed_reason: 'This delivery is complete.' },
    });
    const api = open({ body: works }, { 'POST /api/schedules/public/delivered': { body: done } });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as delivered' });
    await userEvent.type(within(dialog).getByLabelText(/Received on site by/), 'Jo Site');
    await userEvent.type(within(dialog).getByLabelText('Pallets delivered'), '20');
    const proof = new File(['%PDF-1.4'], 'docket.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByLabelText('Proof of delivery'), proof);
    expect(within(dialog).getByText('Proof: docket.pdf')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    expect(await screen.findByText('This delivery is complete.')).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST')!;
    const form = post.init.body as FormData;
    await waitFor(() => expect(form.get('token')).toBe(TOKEN));
    expect(form.get('name')).toBe('Jo Site');
    expect(form.get('pallets_delivered')).toBe('20');
    // jsdom's Request loses the file's name on the way; the bytes and type go.
    expect((form.get('file') as Blob).size).toBeGreaterThan(0);
    expect('Authorization' in post.headers).toBe(false);
  }, 60_000);

  it('says an unknown, withdrawn or expired link is not valid', async () => {
    open({ status: 404, body: { detail: 'This link is not valid.', errors: [] } });
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
  });
});
