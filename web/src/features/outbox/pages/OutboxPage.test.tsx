import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OutboxOut } from '@/lib/api/types';
import { mockFetch } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';

const MAIL: OutboxOut = {
  id: 9,
  to: 'grace@example.com',
  subject: 'Reset your Brickmate password',
  text: 'Hello Grace,\n\nOpen http://127.0.0.1:8000/password-reset/tok123 to choose a new password.',
  html: '<p>Hello</p>',
  transport: 'outbox',
  error: null,
  status: 'outbox',
  attempts: 0,
  next_attempt_at: null,
  sent_at: null,
  created_at: '2025-11-21T09:30:00Z',
  attachments: [],
};
const RETRYING: OutboxOut = {
  ...MAIL,
  id: 20,
  subject: 'Delivery booked',
  transport: 'smtp',
  status: 'retrying',
  attempts: 2,
  error: '[Errno 111] Connection refused',
  next_attempt_at: '2025-11-21T09:34:00Z',
};
const SENT: OutboxOut = { ...MAIL, id: 21, subject: 'Quote sent', transport: 'smtp', status: 'sent', attempts: 1, sent_at: '2025-11-21T09:31:00Z' };
const FAILED: OutboxOut = { ...RETRYING, id: 22, subject: 'Call-off confirmed', status: 'failed', attempts: 8, next_attempt_at: null };
const list = (items: OutboxOut[]) => ({ body: { items, total: items.length, page: 1, items_per_page: 25 } });

describe('outbox screen', () => {
  it('lists sent mail and opens one with its links clickable', async () => {
    logIn();
    mockFetch({ 'GET /api/notifications/1': { body: [] }, 'GET /api/outbox': list([MAIL]), 'GET /api/outbox/9': { body: MAIL } });
    renderRoute({ path: '/outbox' });
    const table = await screen.findByRole('table', { name: 'Sent mail' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/grace@example\.com.*Reset your Brickmate password.*Kept here \(no relay\)/);

    await userEvent.click(within(table).getByRole('button', { name: 'Reset your Brickmate password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your Brickmate password' });
    const link = await within(dialog).findByRole('link', { name: 'http://127.0.0.1:8000/password-reset/tok123' });
    expect(link).toHaveAttribute('href', 'http://127.0.0.1:8000/password-reset/tok123');
  });

  it('lists the attachments and downloads one with the bearer token', async () => {
    const quoteMail: OutboxOut = {
      ...MAIL,
      id: 12,
      subject: 'Quote Q-000123 (version 2) from Brickmate Building Supplies',
      attachments: [{ id: 5, filename: 'Q-000123-v2.pdf', content_type: 'application/pdf', size: 48_640 }],
    };
    const created = vi.fn((blob: Blob) => `blob:${blob.size}`);
    vi.stubGlobal('URL', class extends URL {
      static createObjectURL = created;
      static revokeObjectURL = vi.fn();
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    logIn();
    const api = mockFetch({
      'GET /api/notifications/1': { body: [] },
      'GET /api/outbox': list([quoteMail]),
      'GET /api/outbox/12': { body: quoteMail },
      'GET /api/outbox/12/attachments/5': { body: 'PDF', headers: { 'Content-Disposition': 'attachment; filename="Q-000123-v2.pdf"' } },
    });
    renderRoute({ path: '/outbox' });
    const table = await screen.findByRole('table', { name: 'Sent mail' });
    await userEvent.click(within(table).getByRole('button', { name: quoteMail.subject }));
    const dialog = await screen.findByRole('dialog', { name: quoteMail.subject });
    const button = await within(dialog).findByRole('button', { name: 'Download Q-000123-v2.pdf' });
    expect(button).toHaveTextContent('Q-000123-v2.pdf (48 KB)');

    await userEvent.click(button);
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const call = api.calls.find((c) => c.path === '/api/outbox/12/attachments/5');
    expect(call?.headers.Authorization).toBe('Bearer token-ada');
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('Q-000123-v2.pdf');
    vi.unstubAllGlobals();
    clicked.mockRestore();
  });

  it('shows no attachments for a mail without any', async () => {
    logIn();
    mockFetch({ 'GET /api/notifications/1': { body: [] }, 'GET /api/outbox': list([MAIL]), 'GET /api/outbox/9': { body: MAIL } });
    renderRoute({ path: '/outbox' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reset your Brickmate password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your Brickmate password' });
    await within(dialog).findByText(/Hello Grace/);
    expect(within(dialog).queryByRole('list', { name: 'Attachments' })).not.toBeInTheDocument();
  });

  it('shows each mail\'s delivery: pending, retrying with its next attempt, sent, failed', async () => {
    logIn();
    const pending: OutboxOut = { ...SENT, id: 23, subject: 'Invitation', status: 'pending', attempts: 0, sent_at: null };
    mockFetch({ 'GET /api/notifications/1': { body: [] }, 'GET /api/outbox': list([pending, RETRYING, SENT, FAILED]) });
    renderRoute({ path: '/outbox' });
    const table = await screen.findByRole('table', { name: 'Sent mail' });
    const rows = within(table).getAllByRole('row');
    expect(within(table).getByRole('columnheader', { name: 'Delivery' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent(/Invitation.*Pending/);
    expect(rows[2]).toHaveTextContent(/Delivery booked.*Retrying · 21 Nov 2025, 09:34/);
    expect(rows[3]).toHaveTextContent(/Quote sent.*Sent/);
    expect(rows[4]).toHaveTextContent(/Call-off confirmed.*Failed/);
  });

  it('opens a retrying mail with its next attempt and last error, and retries it now', async () => {
    logIn();
    const retried: OutboxOut = { ...RETRYING, status: 'pending', attempts: 0, next_attempt_at: null };
    const api = mockFetch({
      'GET /api/notifications/1': { body: [] },
      'GET /api/outbox': list([RETRYING]),
      'GET /api/outbox/20': { body: RETRYING },
      'PUT /api/outbox/20/retry': { body: retried },
    });
    renderRoute({ path: '/outbox' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delivery booked' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivery booked' });
    expect(await within(dialog).findByText('Retrying · next attempt 21 Nov 2025, 09:34 (2 failed)')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The last attempt failed: [Errno 111] Connection refused');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry now' }));

    expect(await within(dialog).findByText('Pending')).toBeInTheDocument();
    expect(api.count('PUT', '/api/outbox/20/retry')).toBe(1);
    expect(within(dialog).queryByRole('button', { name: 'Retry now' })).not.toBeInTheDocument();
  });

  it('shows a failed mail\'s error and no retry for a sent one', async () => {
    logIn();
    mockFetch({
      'GET /api/notifications/1': { body: [] },
      'GET /api/outbox': list([FAILED, SENT]),
      'GET /api/outbox/22': { body: FAILED },
      'GET /api/outbox/21': { body: SENT },
    });
    renderRoute({ path: '/outbox' });
    await userEvent.click(await screen.findByRole('button', { name: 'Call-off confirmed' }));
    let dialog = await screen.findByRole('dialog', { name: 'Call-off confirmed' });
    expect(await within(dialog).findByText('Failed after 8 attempts')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Delivery failed: [Errno 111] Connection refused');
    expect(within(dialog).getByRole('button', { name: 'Retry now' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Quote sent' }));
    dialog = await screen.findByRole('dialog', { name: 'Quote sent' });
    expect(await within(dialog).findByText('Sent 21 Nov 2025, 09:31')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Retry now' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when no mail has been sent', async () => {
    logIn();
    mockFetch({ 'GET /api/notifications/1': { body: [] }, 'GET /api/outbox': list([]) });
    renderRoute({ path: '/outbox' });
    expect(await screen.findByText('No mail has been sent yet.')).toBeInTheDocument();
  });

  it('is for admins only', async () => {
    logIn({ role: 'manager' });
    const api = mockFetch({ 'GET /api/notifications/1': { body: [] } });
    renderRoute({ path: '/outbox' });
    expect(await screen.findByText('You need the admin role to read the outbox.')).toBeInTheDocument();
    expect(api.count('GET', '/api/outbox')).toBe(0);
  });
});
