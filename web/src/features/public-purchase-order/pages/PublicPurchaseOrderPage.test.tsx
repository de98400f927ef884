import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicPOOut } from '@/lib/api/types';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';

const UUID = '0b7a4c1e-9d2f-4e6a-8b3c-5d7e9f1a2b3c';
const GET = `GET /api/suppliers/orders/public/${UUID}`;

function order(overrides: Partial<PublicPOOut> = {}): PublicPOOut {
  return {
    number: 'PO-000042',
    uuid: UUID,
    status: 'sent',
    can_respond: true,
    company: { name: 'Pennine Brick Supplies', address: '1 Mill Lane', phone: '01422 000000', email: 'buying@pennine.example' },
    supplier_name: 'Ibstock Brick',
    supplier_quote_number: 'SQ-000123',
    site_address: 'Plot 4, Hebden Road',
    site_postcode: 'HX7 8AD',
    site_contact_name: 'Jo Site',
    site_contact_phone: '07700 900000',
    required_date: '2026-12-14',
    offload_method: 'crane',
    notes: '',
    subtotal: '5000.00',
    charges_total: '300.00',
    total: '5300.00',
    sent_at: '2026-11-26T09:00:00Z',
    acknowledged_at: null,
    proposed_date: null,
    proposal_notes: '',
    declined_at: null,
    decline_reason: '',
    responded_by: '',
    pdf_url: `/api/suppliers/orders/public/${UUID}/pdf`,
    lines: [
      {
        line_id: 5,
        position: 1,
        code: 'IB-RM65',
        description: 'Ibstock Red Multi 65mm',
        quantity: '10000.000',
        unit: 'per_1000',
        unit_price: '500.00',
        line_total: '5000.00',
        required_date: '2026-12-14',
        proposed_quantity: null,
        proposed_date: null,
        is_charge: false,
      },
      {
        line_id: 6,
        position: 2,
        code: '',
        description: 'Haulage',
        quantity: '1.000',
        unit: 'each',
        unit_price: '300.00',
        line_total: '300.00',
        required_date: null,
        proposed_quantity: null,
        proposed_date: null,
        is_charge: true,
      },
    ],
    ...overrides,
  };
}

function open(answer: MockResponse, routes: Record<string, MockResponse> = {}) {
  const api = mockFetch({ [GET]: answer, ...routes });
  renderRoute({ path: `/purchase-order/${UUID}` });
  return api;
}

describe('public purchase order page', () => {
  it('shows the order without the shell or a token, and acknowledges it', async () => {
    logIn();
    const acknowledged = order({ status: 'acknowledged', can_respond: false, acknowledged_at: '2026-11-26T10:00:00Z', responded_by: 'Sam Pike' });
    const api = open({ body: order() }, { 'PUT /api/suppliers/orders/public/acknowledge': { body: acknowledged } });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('PO-000042');
    expect(screen.getByText(/IB-RM65 · 10,000 bricks · £500.00 per 1,000 · required 14 December 2026/)).toBeInTheDocument();
    expect(screen.getByText('Crane offload')).toBeInTheDocument();
    expect(screen.getByLabelText('Totals')).toHaveTextContent('Total (ex VAT)£5,300.00');
    expect(screen.queryByTestId('topbar')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Acknowledge order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge this order' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge order' }));
    expect(within(dialog).getByText('Please enter your name')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Your name/), 'Sam Pike');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge order' }));
    expect(await screen.findByText('Acknowledged by Sam Pike on 26 November 2026. Thank you.')).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({ uuid: UUID, name: 'Sam Pike' });
    expect(api.calls.every((call) => !('Authorization' in call.headers))).toBe(true);
  }, 60_000);

  it('proposes another quantity for a line, and shows a 422 on its field', async () => {
    const api = open(
      { body: order() },
      {
        'PUT /api/suppliers/orders/public/propose': {
          status: 422,
          body: { detail: 'Invalid input: one message per field', errors: [{ field: 'lines.0.quantity', message: 'Enter a quantity above 0' }] },
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Propose changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose another date or quantity' });
    expect(within(dialog).queryByRole('group', { name: 'Haulage' })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Your name/), 'Sam Pike');
    const bricks = within(dialog).getByRole('group', { name: 'Ibstock Red Multi 65mm' });
    await userEvent.type(within(bricks).getByLabelText('Quantity you can supply'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(await within(bricks).findByText('Enter a quantity above 0')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      uuid: UUID,
      name: 'Sam Pike',
      proposed_date: null,
      lines: [{ line_id: 5, quantity: '0', delivery_date: null }],
      notes: '',
    });
  }, 60_000);

  it('declines with a reason', async () => {
    const declined = order({ status: 'declined', can_respond: false, decline_reason: 'Kiln shut', responded_by: 'Sam Pike' });
    const api = open({ body: order() }, { 'PUT /api/suppliers/orders/public/decline': { body: declined } });
    await userEvent.click(await screen.findByRole('button', { name: 'Decline order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this order' });
    await userEvent.type(within(dialog).getByLabelText(/Your name/), 'Sam Pike');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline order' }));
    expect(within(dialog).getByText('Please say why')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Kiln shut');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline order' }));
    expect(await screen.findByText('You declined this order by Sam Pike: Kiln shut')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ uuid: UUID, name: 'Sam Pike', reason: 'Kiln shut' }));
    expect(screen.queryByRole('button', { name: 'Acknowledge order' })).not.toBeInTheDocument();
  }, 60_000);

  it('says an unknown link is not valid', async () => {
    open({ status: 404, body: { detail: 'This purchase order does not exist.', errors: [] } });
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
  });
});
