import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
