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
  created_at: '2025-11-21T09:30:00Z',
  attachments: [],
};
const list = (items: OutboxOut[]) => ({ body: { items, total: items.length, page: 1, items_per_page: 25 } });

describe('outbox screen', () => {
  it('lists sent mail and opens one with its links clickable', async () => {
    logIn();
    mockFetch({ 'GET /api/notifications/1': { body: [] }, 'GET /api/outbox': list([MAIL]), 'GET /api/outbox/9': { body: MAIL } });
    renderRoute({ path: '/outbox' });
    const table = await screen.findByRole('table', { name: 'Sent mail' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/grace@example\.com.*Reset your Brickmate password.*outbox/);

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
