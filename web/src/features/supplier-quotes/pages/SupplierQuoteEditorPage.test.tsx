import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { catchSavedFiles } from '@/test/saved-files';
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
    'GET /api/suppliers/quote/file/1': { body: [] },
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

  it('lists the supplier’s datasheets beside our files, downloads one and deletes one after asking', async () => {
    const file = (id: number, name: string, fromSupplier: boolean) => ({
      file_id: id,
      name,
      kind: 'file' as const,
      url: null,
      download_url: `/api/files/${id}/download`,
      content_type: 'application/pdf',
      size_bytes: 2048,
      created_at: '2026-03-02T10:00:00Z',
      from_supplier: fromSupplier,
      uploaded_by_name: fromSupplier ? 'Sally (Ibstock Brick)' : 'Ada Lovelace',
      version: fromSupplier ? 1 : null,
    });
    let files = [file(8, 'Site plan.pdf', false), file(7, 'Tradesman datasheet.pdf', true)];
    const saved = catchSavedFiles();
    const api = await open({
      'GET /api/suppliers/quote/file/1': () => ({ body: files }),
      'GET /api/files/7/download': { body: 'pdf', headers: { 'Content-Type': 'application/pdf' } },
      'DELETE /api/suppliers/quote/file/8': () => {
        files = files.slice(1);
        return { status: 204 };
      },
    });
    const table = await screen.findByRole('table', { name: 'Files' });
    const [ours, theirs] = within(table).getAllByRole('row');
    expect(theirs).toHaveTextContent(/Tradesman datasheet\.pdf.*From the supplier · v1.*2 KB.*Sally \(Ibstock Brick\)/);
    expect(ours).not.toHaveTextContent('From the supplier');

    await userEvent.click(within(theirs).getByRole('button', { name: 'Download Tradesman datasheet.pdf' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].download).toBe('Tradesman datasheet.pdf');

    await userEvent.click(within(ours).getByRole('button', { name: 'Delete Site plan.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Site plan.pdf?' });
    expect(api.count('DELETE', '/api/suppliers/quote/file/8')).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(within(screen.getByRole('table', { name: 'Files' })).getAllByRole('row')).toHaveLength(1));
    expect(api.count('DELETE', '/api/suppliers/quote/file/8')).toBe(1);
  });
});
