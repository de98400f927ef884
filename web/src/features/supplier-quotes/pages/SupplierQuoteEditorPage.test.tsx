import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { snackbarStore } from '@/lib/snackbar';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { catchSavedFiles } from '@/test/saved-files';
import { listPage, purchaseOrderItem, staffLine, supplierQuote } from '../testing/fixtures';
import SupplierQuoteEditorPage from './SupplierQuoteEditorPage';

type Handler = MockResponse | ((r: { url: string; body: unknown }) => MockResponse);

const ROUTES: RouteObject[] = [
  { path: '/supplier-quotes/editor/:quoteId', element: <SupplierQuoteEditorPage /> },
  { path: '/supplier-quotes', element: <h1>Supplier quotes</h1> },
];
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
  const { router } = renderRoute({ path: '/supplier-quotes/editor/1', routes: ROUTES });
  await screen.findByRole('heading', { level: 1, name: 'SQ-000001 · Ibstock Brick' }, { timeout: 10_000 });
  return Object.assign(api, { router });
}

describe('supplier quote editor', () => {
  it('asks before a price typed and not saved is lost, and not when the draft is deleted', async () => {
    const draft = supplierQuote(1, { status: 'draft', stored_status: 'draft', sent_at: null, sent_version: null, lines: UNPRICED.lines });
    const { router, ...api } = await open({ 'GET /api/suppliers/quote/1': { body: draft }, 'DELETE /api/suppliers/quote/1': { body: { result: 'deleted' } } });
    fireEvent.change(screen.getByLabelText('Price of Ibstock Red Multi 65mm'), { target: { value: '520' } });
    void router.navigate('/supplier-quotes');
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(leave).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/supplier-quotes/editor/1');
    expect(screen.getByLabelText('Price of Ibstock Red Multi 65mm')).toHaveValue('520');

    await userEvent.click(screen.getByRole('button', { name: 'Delete draft' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete SQ-000001?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Supplier quotes' })).toBeInTheDocument();
    expect(api.count('DELETE', '/api/suppliers/quote/1')).toBe(1);
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it('keys in prices received by phone and saves them as the supplier’s answer', async () => {
    const api = await open({ 'POST /api/suppliers/quotes/edit': { body: supplierQuote(1, { row_version: 5 }) } });
    const lines = screen.getByRole('table', { name: 'Lines' });
    expect(lines.parentElement).toHaveClass('MuiTableContainer-root'); // scrolls inside its card on a phone
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

  it('moves a draft’s reply-by date on, showing the API’s message when the day has passed', async () => {
    const draft = supplierQuote(1, {
      status: 'draft',
      stored_status: 'draft',
      response_deadline: '2020-01-10',
      sent_at: null,
      sent_version: null,
      version: { ...UNPRICED.version, status: 'draft', sent_at: null, submitted_at: null, submitted_by: '' },
    });
    let saves = 0;
    const refused = { field: 'response_deadline', message: 'The reply-by date has passed: choose today or a later day.' };
    const api = await open({
      'GET /api/suppliers/quote/1': { body: draft },
      'POST /api/suppliers/quotes/edit': () =>
        ++saves === 1 ? { status: 422, body: { detail: refused.message, errors: [refused] } } : { body: { ...draft, response_deadline: '2099-01-15', row_version: 5 } },
    });
    expect(screen.getByText(/The reply-by date has passed: choose a later day/)).toBeInTheDocument();
    const replyBy = screen.getByLabelText('Reply by');
    expect(replyBy).toHaveValue('10/01/2020');
    fireEvent.change(replyBy, { target: { value: '2020-01-09' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findAllByText(refused.message);
    expect(message.some((node) => node.id === `${replyBy.id}-helper-text`)).toBe(true);
    fireEvent.change(screen.getByLabelText('Reply by'), { target: { value: '2099-01-15' } });
    fireEvent.change(screen.getByLabelText('Required on site'), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(saves).toBe(2));
    const bodies = api.calls.filter((call) => call.path === '/api/suppliers/quotes/edit').map((call) => call.body);
    expect(bodies[0]).toMatchObject({ quote: { response_deadline: '2020-01-09', required_on_site: '2026-04-01' } });
    expect(bodies[1]).toMatchObject({ quote: { response_deadline: '2099-01-15', required_on_site: null } });
    expect(screen.getByRole('button', { name: 'Delete draft' })).toBeInTheDocument();
  });

  it('offers no date fields on an answered quote, and withdraws it after asking', async () => {
    const api = await open({ 'GET /api/suppliers/quote/1': { body: supplierQuote(1) }, 'DELETE /api/suppliers/quote/1': { body: { result: 'withdrawn' } } });
    expect(screen.queryByLabelText('Reply by')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete draft' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw SQ-000001?' });
    expect(dialog).toHaveTextContent('Ibstock Brick’s link will say the request was withdrawn');
    expect(api.count('DELETE', '/api/suppliers/quote/1')).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await vi.waitFor(() => expect(api.count('DELETE', '/api/suppliers/quote/1')).toBe(1));
    await vi.waitFor(() => expect(snackbarStore.get().message).toBe("SQ-000001 was withdrawn: Ibstock Brick’s link now says no prices are needed."));
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

  it('compares two versions line by line, the changed figures marked', async () => {
    const v1 = supplierQuote(1, { current_version: 2, version: { ...UNPRICED.version, version: 1 }, lines: [staffLine(1, { price: '520.00', lead_time: 10 }), staffLine(2, { product_id: null, code: '', description: 'Ties', quantity: '500.000', unit: 'each', price: '0.20' })] });
    const v2 = supplierQuote(1, { current_version: 2, version: { ...UNPRICED.version, version: 2 }, lines: [staffLine(1, { price: '505.50', lead_time: 10, quantity: '9000.000' })] });
    const history = [{ ...HISTORY[0], version: 2, status: 'answered' }, HISTORY[0]];
    await open({
      'GET /api/suppliers/quote/1': ({ url }) => ({ body: url.includes('version=1') ? v1 : v2 }),
      'GET /api/suppliers/quote/history/1': { body: history },
    });
    const table = await screen.findByRole('table', { name: 'Changes from version 1 to version 2' });
    const [, bricks, ties] = within(table).getAllByRole('row');
    expect(within(bricks).getByLabelText('Price changed')).toHaveTextContent('£520.00£505.50');
    expect(within(bricks).getByLabelText('Quantity changed')).toHaveTextContent('80009000');
    expect(within(bricks).queryByLabelText('Lead time changed')).not.toBeInTheDocument();
    expect(ties).toHaveTextContent(/Ties \(removed\)/);
    expect(screen.getByText(/2 lines changed/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'From' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Version 2' }));
    expect(await screen.findByText('Pick two different versions.')).toBeInTheDocument();
  });

  it('lets the author edit and delete an internal comment, asking before the delete', async () => {
    const comment = (id: number, text: string, mine: boolean) => ({
      comment_id: id, version: 1, isInternal: true, comment: text, author_name: mine ? 'Ada Lovelace' : 'Tom Hughes', from_supplier: false, created_at: `2026-03-0${id}T10:00:00Z`, edited_at: null as string | null, can_edit: mine,
    });
    let internal = [comment(1, 'Chase on Monday', true), comment(2, 'They are always late', false)];
    const api = await open({
      'GET /api/suppliers/quote/comments/internal/00000000-0000-4000-8000-000000000001': () => ({ body: internal }),
      'PUT /api/suppliers/quote/comment/edit': ({ body }) => {
        internal = [{ ...internal[0], comment: (body as { comment: string }).comment, edited_at: '2026-03-03T10:00:00Z' }, internal[1]];
        return { body: internal[0] };
      },
      'DELETE /api/suppliers/quote/comment/1': () => {
        internal = internal.slice(1);
        return { status: 204 };
      },
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Internal' }));
    expect(await screen.findByText('Chase on Monday')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Edit the comment/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Delete the comment/ })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: /^Edit the comment/ }));
    const box = screen.getByRole('textbox', { name: 'Edit the comment' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Chase on Tuesday');
    await userEvent.click(screen.getByRole('button', { name: 'Save comment' }));
    expect(await screen.findByText('Chase on Tuesday')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      comment_id: 1,
      comment: 'Chase on Tuesday',
      previous: 'Chase on Monday',
    });

    await userEvent.click(screen.getByRole('button', { name: /^Delete the comment/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    expect(api.count('DELETE', '/api/suppliers/quote/comment/1')).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.queryByText('Chase on Tuesday')).not.toBeInTheDocument());
    expect(api.count('DELETE', '/api/suppliers/quote/comment/1')).toBe(1);
    expect(screen.getByText('They are always late')).toBeInTheDocument();
  });
  it('keeps the typed comment when it changed since it was opened (409) and saves from what it reads now', async () => {
    const mine = (text: string) => ({
      comment_id: 1, version: 1, isInternal: true, comment: text, author_name: 'Ada Lovelace', from_supplier: false, created_at: '2026-03-01T10:00:00Z', edited_at: null, can_edit: true,
    });
    let stored = 'Chase on Monday';
    let refuse = true;
    const api = await open({
      'GET /api/suppliers/quote/comments/internal/00000000-0000-4000-8000-000000000001': () => ({ body: [mine(stored)] }),
      'PUT /api/suppliers/quote/comment/edit': ({ body }) => {
        if (refuse) {
          refuse = false;
          stored = 'Chase on Wednesday';
          return { status: 409, body: { detail: 'This comment was changed since you opened it.', errors: [] } };
        }
        stored = (body as { comment: string }).comment;
        return { body: mine(stored) };
      },
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Internal' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Edit the comment/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Edit the comment' }), ' by phone');
    await userEvent.click(screen.getByRole('button', { name: 'Save comment' }));

    const alert = (await screen.findByText('This comment was changed since you opened it')).closest('[role="alert"]');
    expect(alert).toHaveTextContent(/It now reads:.*Chase on Wednesday/);
    expect(screen.getByRole('textbox', { name: 'Edit the comment' })).toHaveValue('Chase on Monday by phone');
    await userEvent.click(screen.getByRole('button', { name: 'Save comment' }));
    await vi.waitFor(() => expect(api.count('PUT', '/api/suppliers/quote/comment/edit')).toBe(2));
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { comment_id: 1, comment: 'Chase on Monday by phone', previous: 'Chase on Monday' },
      { comment_id: 1, comment: 'Chase on Monday by phone', previous: 'Chase on Wednesday' },
    ]);
    expect(await screen.findByText('Chase on Monday by phone')).toBeInTheDocument();
  });
});
