import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { catchSavedFiles, type SavedFile } from '@/test/saved-files';
import type { PurchaseOrderOut } from '../api/types';
import { purchaseOrder } from '../testing/fixtures';
import PurchaseOrderPage from './PurchaseOrderPage';

type Handler = MockResponse | ((r: { url: string; body: unknown }) => MockResponse);

const ROUTES: RouteObject[] = [{ path: '/supplier-quotes/orders/:orderId', element: <PurchaseOrderPage /> }];
const ORDER = '/api/suppliers/orders/5';
const HEADING = 'PO-000005 · Ibstock Brick';
const SENT = purchaseOrder(5, { status: 'sent', sent_at: '2026-03-03T09:00:00Z', row_version: 4, next_statuses: ['acknowledged', 'cancelled'] });

/** The order screen with `order` as the server's current answer (a holder, so a call can change it). */
async function open(current: { order: PurchaseOrderOut }, routes: Record<string, Handler> = {}, path = '/supplier-quotes/orders/5') {
  logIn({ role: 'staff' });
  const api = mockFetch({
    'GET /api/notifications/1': { body: [] },
    [`GET ${ORDER}`]: () => ({ body: current.order }),
    ...routes,
  });
  const view = renderRoute({ path, routes: ROUTES });
  return { api, ...view };
}

describe('purchase order screen', () => {
  let saved: SavedFile[];
  beforeEach(() => {
    saved = catchSavedFiles('blob:po');
  });

  it('shows the order: header links, delivery, lines with totals, and the tab title', async () => {
    await open({ order: purchaseOrder(5, { order: { id: 9, name: 'SO-000009' } }) });
    expect(await screen.findByRole('heading', { level: 1, name: HEADING }, { timeout: 10_000 })).toBeInTheDocument();
    expect(document.title).toBe(`${HEADING} · Brickmate`);
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ibstock Brick' })).toHaveAttribute('href', '/supplier?id=20');
    expect(screen.getByRole('link', { name: 'SQ-000001' })).toHaveAttribute('href', '/supplier-quotes/editor/1');
    expect(screen.getByRole('link', { name: 'Elland Road' })).toHaveAttribute('href', '/projects/view/7');
    expect(screen.getByText(/Supplies customer order/)).toHaveTextContent('Supplies customer order SO-000009');
    // The customer order it supplies is one click away: found by its number in the Orders tab.
    expect(screen.getByRole('link', { name: 'SO-000009' })).toHaveAttribute('href', '/quotes?tab=orders&q=SO-000009');
    expect(screen.getByText(/1 Elland Road, Leeds, LS11 0ES/)).toBeInTheDocument();
    expect(screen.getByText(/Sam Site · 0113 000 0000/)).toBeInTheDocument();
    expect(screen.getByText(/1 Apr 2026 · Crane offload/)).toBeInTheDocument();
    expect(screen.getByText('Not sent to the supplier yet.')).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Lines' });
    // On a phone the lines scroll inside their card rather than widening the whole page.
    expect(lines.parentElement).toHaveClass('MuiTableContainer-root');
    const rows = within(lines).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/IBS-RED.*Ibstock Red Multi 65mm.*8,000.*£520\.00.*£4,160\.00/);
    expect(rows[2]).toHaveTextContent(/Haulage.*£360\.00/);
    expect(within(lines).getByLabelText('Goods amount')).toHaveTextContent('£4,160.00');
    expect(within(lines).getByLabelText('Charges amount')).toHaveTextContent('£360.00');
    expect(within(lines).getByLabelText('Total amount')).toHaveTextContent('£4,520.00');
    expect(screen.getByRole('button', { name: 'Mark as sent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as delivered' })).not.toBeInTheDocument();
  });

  it('links an order placed with an other (a haulier) to the other’s record', async () => {
    await open({ order: purchaseOrder(5, { supplier: { id: 21, name: 'Pennine Haulage', kind: 'other' } }) });
    expect(await screen.findByRole('link', { name: 'Pennine Haulage' }, { timeout: 10_000 })).toHaveAttribute('href', '/other?id=21');
  });

  it('shows what the supplier proposed, and a decline with its reason', async () => {
    const proposed = purchaseOrder(5, {
      status: 'changes_proposed',
      proposed_at: '2026-03-04T09:00:00Z',
      proposed_date: '2026-04-08',
      responded_by: 'Sally Sales',
      proposal_notes: 'Kiln down this week',
      lines: purchaseOrder(5).lines.map((line) => (line.is_charge ? line : { ...line, proposed_quantity: '6000.000' })),
    });
    const current = { order: proposed };
    const { unmount } = await open(current);
    await screen.findByRole('heading', { level: 1, name: HEADING }, { timeout: 10_000 });
    expect(screen.getByText(/Changes proposed by Sally Sales/)).toHaveTextContent('deliver on 8 Apr 2026 instead of 1 Apr 2026');
    expect(screen.getByText(/Ibstock Red Multi 65mm: 6,000 instead of 8,000/)).toBeInTheDocument();
    expect(screen.getByText('“Kiln down this week”')).toBeInTheDocument();
    unmount();

    await open({ order: purchaseOrder(5, { status: 'declined', declined_at: '2026-03-04T09:00:00Z', decline_reason: 'Out of stock', responded_by: 'Sally Sales' }) });
    await screen.findByRole('heading', { level: 1, name: HEADING }, { timeout: 10_000 });
    expect(screen.getByText(/Declined by Sally Sales on .*: Out of stock/)).toBeInTheDocument();
  });

  it('previews the mail, sends it, and shows the order as sent', async () => {
    const current = { order: purchaseOrder(5) };
    const { api } = await open(current, {
      'PUT /api/suppliers/orders/send/preview': ({ body }) => ({
        body: {
          purchase_order_id: 5,
          recipients: [{ contact_id: 30, name: 'Sally Sales', email: 'sally@ibstock.example' }],
          subject: `Purchase order PO-000005${(body as { message: string }).message ? ' (with a note)' : ''}`,
          body_html: '<p>Please deliver</p>',
          body_text: 'Please deliver',
          public_url: current.order.public_url,
          problems: [],
        },
      }),
      'PUT /api/suppliers/orders/send': () => {
        current.order = SENT;
        return { body: { order: SENT, recipients: [{ contact_id: 30, name: 'Sally Sales', email: 'sally@ibstock.example' }], outbox_ids: [77] } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Preview and send' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Send PO-000005 to the supplier' });
    expect(await within(dialog).findByText('Purchase order PO-000005')).toBeInTheDocument();
    expect(within(dialog).getByText(/Sally Sales <sally@ibstock.example>/)).toBeInTheDocument();
    expect(within(dialog).getByTitle('Mail preview')).toHaveAttribute('srcdoc', '<p>Please deliver</p>');
    await userEvent.type(within(dialog).getByLabelText('Message at the top of the mail'), 'Crane on site from 8am');
    expect(await within(dialog).findByText('Purchase order PO-000005 (with a note)', {}, { timeout: 3000 })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent to Sally Sales.')).toBeInTheDocument();
    const sent = api.calls.find((call) => call.method === 'PUT' && call.path === '/api/suppliers/orders/send');
    expect(sent?.body).toEqual({ purchase_order_id: 5, message: 'Crane on site from 8am' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as acknowledged' })).toBeInTheDocument();
  });

  it('will not send while the preview names a problem', async () => {
    await open({ order: purchaseOrder(5) }, {
      'PUT /api/suppliers/orders/send/preview': {
        body: { purchase_order_id: 5, recipients: [], subject: 'Purchase order PO-000005', body_html: '', body_text: '', public_url: '', problems: ['The supplier has no contact with an email'] },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Preview and send' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('The supplier has no contact with an email')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('moves the order on after a confirmation with a note', async () => {
    const current = { order: SENT };
    const acknowledged = { ...SENT, status: 'acknowledged' as const, row_version: 5, acknowledged_at: '2026-03-05T09:00:00Z', next_statuses: ['part_delivered' as const, 'delivered' as const, 'cancelled' as const] };
    const { api } = await open(current, {
      'PUT /api/suppliers/orders/status': () => {
        current.order = acknowledged;
        return { body: acknowledged };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as acknowledged' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark PO-000005 as acknowledged?' });
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Sally confirmed by phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as acknowledged' }));
    expect(await screen.findByText('Marked as acknowledged.')).toBeInTheDocument();
    const moved = api.calls.find((call) => call.path === '/api/suppliers/orders/status');
    expect(moved?.body).toEqual({ purchase_order_id: 5, status: 'acknowledged', row_version: 4, note: 'Sally confirmed by phone' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/^Acknowledged on/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as part delivered' })).toBeInTheDocument();
  });

  it('asks the quantities delivered so far for a part delivery', async () => {
    const current = { order: { ...SENT, status: 'acknowledged' as const, next_statuses: ['part_delivered' as const] } };
    const { api } = await open(current, { 'PUT /api/suppliers/orders/status': { body: { ...current.order, status: 'part_delivered', next_statuses: [] } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as part delivered' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    const quantity = within(dialog).getByLabelText('Delivered so far of Ibstock Red Multi 65mm');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, 'lots');
    expect(within(dialog).getByRole('button', { name: 'Mark as part delivered' })).toBeDisabled();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as part delivered' }));
    expect(await screen.findByText('Marked as part delivered.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/suppliers/orders/status')?.body).toMatchObject({ status: 'part_delivered', delivered: ['4000'] });
  });

  it('says why a move was refused, and reloads the order', async () => {
    const current = { order: SENT };
    const { api } = await open(current, {
      'PUT /api/suppliers/orders/status': { status: 409, body: { detail: 'Someone else changed this order: reload it and try again.', errors: [] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark PO-000005 as cancelled?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as cancelled' }));
    expect(await within(dialog).findByText(/Not moved: Someone else changed this order/)).toBeInTheDocument();
    const reads = () => api.calls.filter((call) => call.path === ORDER).length;
    const before = reads();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await screen.findByRole('heading', { level: 1, name: HEADING });
    expect(reads()).toBeGreaterThan(before);
  });

  it('downloads the PDF', async () => {
    const { api } = await open({ order: purchaseOrder(5) }, { [`GET ${ORDER}/pdf`]: { body: '%PDF-1.7', headers: { 'Content-Type': 'application/pdf' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }, { timeout: 10_000 }));
    await screen.findByRole('heading', { level: 1, name: HEADING });
    await expect.poll(() => saved).toEqual([{ href: 'blob:po', download: 'PO-000005.pdf' }]);
    expect(api.calls.some((call) => call.path === `${ORDER}/pdf`)).toBe(true);
  });

  it('says when there is no such order', async () => {
    await open({ order: purchaseOrder(5) }, { 'GET /api/suppliers/orders/6': { status: 404, body: { detail: 'Purchase order not found', errors: [] } } }, '/supplier-quotes/orders/6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase order not found' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All purchase orders' })).toHaveAttribute('href', '/supplier-quotes?tab=orders');
  });
});
