import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { listPage, purchaseOrderItem, staffLine, supplierQuote } from '../testing/fixtures';
import SupplierQuoteEditorPage from './SupplierQuoteEditorPage';

type Handler = MockResponse | ((r: { url: string; body: unknown }) => MockResponse);

const ROUTES: RouteObject[] = [{ path: '/supplier-quotes/editor/:quoteId', element: <SupplierQuoteEditorPage /> }];
const UNPRICED = supplierQuote(1, {
  status: 'requested',
  lines: [staffLine(1, { price: null, line_total: null, landed_unit_price: null, lead_time: null })],
});
const HISTORY = [
  { version: 1, status: 'sent', created_by: { id: 1, name: 'Ada Lovelace' }, created_at: '2026-03-02T10:00:00Z', sent_at: null, submitted_at: null, submitted_by: '', valid_until: null, total: '0.00', changes: [] },
];

async function open(routes: Record<string, Handler>) {
  logIn({ role: 'staff' });
  const api = mockFetch({
    'GET /api/notifications/1': { body: [] },
    'GET /api/suppliers/quote/1': { body: UNPRICED },
    'GET /api/suppliers/quote/history/1': { body: HISTORY },
    'GET /api/suppliers/quote/comments/00000000-0000-4000-8000-000000000001': { body: [] },
    'GET /api/suppliers/orders': listPage([purchaseOrderItem(5)]),
    ...routes,
  });
  renderRoute({ path: '/supplier-quotes/editor/1', routes: ROUTES });
  await screen.findByRole('heading', { level: 1, name: 'SQ-000001 · Ibstock Brick' }, { timeout: 10_000 });
  return api;
}

describe('supplier quote editor', () => {
  it('keys in prices received by phone and saves them as the supplier’s answer', async () => {
    const api = await open({ 'POST /api/suppliers/quotes/edit': { body: supplierQuote(1, { row_version: 5 }) } });
    const lines = screen.getByRole('table', { name: 'Lines' });
    await userEvent.type(within(lines).getByLabelText('Price of Ibstock Red Multi 65mm'), '£520');
    await userEvent.type(within(lines).getByLabelText('Lead time of Ibstock Red Multi 65mm'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save as the supplier’s answer' }));
    expect(await screen.findByText('Saved as version 1.')).toBeInTheDocument();
    const saved = api.calls.find((call) => call.path === '/api/suppliers/quotes/edit');
    expect(saved?.body).toMatchObject({
      record_as_answer: true,
      quote: { quote_id: 1, row_version: 4, supplier_id: 20, lines: [{ price: '520.00', lead_time: 10, cannot_quote: false, quantity: '8000.000' }] },
    });
    expect(screen.getByRole('link', { name: 'PO-000005' })).toHaveAttribute('href', '/supplier-quotes/orders/5');
  });

  it('keeps the edits when someone else saved first, and offers to reload', async () => {
    await open({ 'POST /api/suppliers/quotes/edit': { status: 409, body: { detail: 'Changed by someone else', errors: [] } } });
    const price = screen.getByLabelText('Price of Ibstock Red Multi 65mm');
    await userEvent.type(price, '498.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone else changed this quote/)).toBeInTheDocument();
    expect(screen.getByLabelText('Price of Ibstock Red Multi 65mm')).toHaveValue('498.50');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('refuses a price that is not pounds and pence', async () => {
    await open({});
    await userEvent.type(screen.getByLabelText('Price of Ibstock Red Multi 65mm'), 'abc');
    expect(screen.getByText('Pounds and pence')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
