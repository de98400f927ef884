import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserOut } from '@/lib/api/types';
import { snackbarStore } from '@/lib/snackbar';
import { mockFetch } from '@/test/fetch-mock';
import { user } from '@/test/fixtures';
import { logIn, renderRoute } from '@/test/render';

const LIST = 'GET /api/users/all';
const GRACE = user({ userId: 2, firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', role: 'staff', version: 3 });
const page = (items: UserOut[], total = items.length) => ({ body: { items, total, page: 1, items_per_page: 25 } });
const base = { 'GET /api/notifications/1': { body: [] } };

async function openUsers(list: Parameters<typeof mockFetch>[0]) {
  logIn();
  const api = mockFetch({ ...base, ...list });
  const view = renderRoute({ path: '/users' });
  await screen.findByRole('heading', { name: 'Users' });
  return { api, ...view };
}

describe('users screen', () => {
  it('tells a non-admin that the admin role is needed, and loads nothing', async () => {
    logIn({ role: 'staff' });
    const api = mockFetch(base);
    renderRoute({ path: '/users' });
    expect(await screen.findByText('You need the admin role to manage users.')).toBeInTheDocument();
    expect(api.count('GET', '/api/users/all')).toBe(0);
  });

  it('lists users with name, email, phone, role, active and last login', async () => {
    await openUsers({ [LIST]: page([user(), GRACE]) });
    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent(/Grace Hopper.*grace@example\.com.*Staff.*Active.*Never/);
    expect(screen.getByRole('link', { name: 'Outbox' })).toHaveAttribute('href', '/outbox');
  });

  it('searches (debounced) and sorts on the server', async () => {
    const { api, router } = await openUsers({ [LIST]: page([GRACE]) });
    await screen.findByRole('table', { name: 'Users' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'grace');
    await waitFor(() => expect(router.state.location.search).toBe('?q=grace'));
    await waitFor(() => expect(api.fetchMock.mock.calls.map((c) => String(c[0]))).toContain('/api/users/all?page=1&items_per_page=25&q=grace&sort=last_name'));
    expect(api.calls.filter((c) => c.path === '/api/users/all')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=grace&sort=email'));
    await userEvent.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=grace&sort=-email'));
  });

  it('has an empty state', async () => {
    await openUsers({ [LIST]: page([]) });
    expect(await screen.findByText('There are no users yet.')).toBeInTheDocument();
  });

  it('adds a user without a password, who is then invited by email', async () => {
    const { api } = await openUsers({ [LIST]: page([user()]), 'POST /api/users/add': { status: 201, body: GRACE } });
    await userEvent.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await userEvent.type(within(dialog).getByLabelText(/First name/), 'Grace');
    await userEvent.type(within(dialog).getByLabelText(/Last name/), 'Hopper');
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'grace@example.com{Enter}');
    await waitFor(() => expect(api.count('POST', '/api/users/add')).toBe(1));
    expect(api.calls.find((c) => c.path === '/api/users/add')?.body).toEqual({
      user: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '', role: 'staff' },
    });
    await waitFor(() => expect(snackbarStore.get().message).toBe('Grace Hopper was added and invited by email.'));
  });

  it('puts the server field errors on the add form', async () => {
    await openUsers({
      [LIST]: page([user()]),
      'POST /api/users/add': { status: 422, body: { detail: 'x', errors: [{ field: 'email', message: 'This email is already in use.' }] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await userEvent.type(within(dialog).getByLabelText(/First name/), 'Grace');
    await userEvent.type(within(dialog).getByLabelText(/Last name/), 'Hopper');
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'ada@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'short{Enter}');
    expect(await within(dialog).findByText('You must enter a minimum of 10 characters')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/Password/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findByText('This email is already in use.')).toBeInTheDocument();
  });

  it('edits with the version, and on a 409 shows the message and reloads', async () => {
    let stored = GRACE;
    const { api } = await openUsers({
      [LIST]: () => page([user(), stored]),
      'POST /api/users/edit': {
        status: 409,
        body: { detail: 'This user was changed by someone else. Reload to see the changes.' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Grace Hopper' });
    const last = within(dialog).getByLabelText(/Last name/);
    await userEvent.clear(last);
    await userEvent.type(last, 'Murray Hopper{Enter}');

    expect(await within(dialog).findByText('This user was changed by someone else. Reload to see the changes.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/users/edit')?.body).toMatchObject({
      user: { userId: 2, lastName: 'Murray Hopper', version: 3, role: 'staff', active: true },
    });

    stored = { ...GRACE, phone: '+1 555 0100', version: 4 };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Phone/)).toHaveValue('+1 555 0100'));
    expect(within(dialog).queryByText(/changed by someone else/)).not.toBeInTheDocument();
  });

  it('deletes after a confirmation that names the user', async () => {
    const { api } = await openUsers({ [LIST]: page([user(), GRACE]), 'DELETE /api/users/2': { status: 204 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Grace Hopper?' });
    expect(api.count('DELETE', '/api/users/2')).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.count('DELETE', '/api/users/2')).toBe(1));
    await waitFor(() => expect(snackbarStore.get()).toMatchObject({ message: 'Grace Hopper was deleted.', colour: 'primary' }));
  });

  it('offers no Delete on the signed-in admin\'s own row', async () => {
    await openUsers({ [LIST]: page([user(), GRACE]) });
    expect(await screen.findByRole('button', { name: 'Delete Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Ada Lovelace' })).not.toBeInTheDocument();
  });

  it('shows why a delete was refused (409)', async () => {
    const refused = 'Brickmate needs at least one active admin. This is the last one.';
    await openUsers({
      [LIST]: page([user(), GRACE]),
      'DELETE /api/users/2': { status: 409, body: { detail: refused } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Grace Hopper' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    // What was not done, the server's reason, then the way out.
    const message = `Grace Hopper was not deleted. ${refused} Another admin can delete it, or make it inactive to stop its logins.`;
    await waitFor(() => expect(snackbarStore.get()).toMatchObject({ message, colour: 'error' }));
  });
});
