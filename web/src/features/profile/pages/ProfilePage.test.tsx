import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '@/lib/session';
import { snackbarStore } from '@/lib/snackbar';
import { mockFetch } from '@/test/fetch-mock';
import { user } from '@/test/fixtures';
import { logIn, renderRoute } from '@/test/render';

const base = { 'GET /api/notifications/1': { body: [] }, 'GET /api/users/me': { body: user({ version: 5 }) } };

describe('profile screen', () => {
  it('saves the details with the version and updates the session', async () => {
    logIn();
    const saved = user({ firstName: 'Augusta', version: 6 });
    const api = mockFetch({ ...base, 'POST /api/users/profile/edit': { body: saved } });
    renderRoute({ path: '/profile' });
    const details = await screen.findByRole('form', { name: 'Your details' });
    const first = await within(details).findByLabelText(/First name/);
    expect(first).toHaveValue('Ada');
    await userEvent.clear(first);
    await userEvent.type(first, 'Augusta{Enter}');

    await waitFor(() => expect(getSession().firstName).toBe('Augusta'));
    expect(window.localStorage.getItem('firstName')).toBe('Augusta');
    expect(api.calls.find((c) => c.path === '/api/users/profile/edit')?.body).toEqual({
      user: { firstName: 'Augusta', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000', version: 5 },
    });
    expect(snackbarStore.get()).toMatchObject({ message: 'Your profile has been saved.', colour: 'primary' });
    expect(within(screen.getByTestId('topbar')).getByRole('link', { name: /Augusta Lovelace/ })).toBeInTheDocument();
  });

  it('validates the phone and email', async () => {
    logIn();
    const api = mockFetch(base);
    renderRoute({ path: '/profile' });
    const details = await screen.findByRole('form', { name: 'Your details' });
    const phone = await within(details).findByLabelText(/Phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, 'ring me');
    const email = within(details).getByLabelText(/Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'ada{Enter}');
    expect(await within(details).findByText('Invalid format')).toBeInTheDocument();
    expect(within(details).getByText('Please enter a valid email')).toBeInTheDocument();
    expect(api.count('POST', '/api/users/profile/edit')).toBe(0);
  });

  it('changes the password without a reset token', async () => {
    logIn();
    const api = mockFetch({ ...base, 'PUT /api/auth/setNewPassword': { body: { detail: 'Your password has been changed.' } } });
    renderRoute({ path: '/profile' });
    const section = await screen.findByRole('form', { name: 'Change password' });
    await userEvent.type(within(section).getByLabelText(/^Current password/), 'the old secret');
    await userEvent.type(within(section).getByLabelText(/^New password/), 'a brand new secret');
    await userEvent.type(within(section).getByLabelText(/^Confirm new password/), 'a brand new secret{Enter}');
    await waitFor(() => expect(api.count('PUT', '/api/auth/setNewPassword')).toBe(1));
    expect(api.calls.find((c) => c.path === '/api/auth/setNewPassword')?.body).toEqual({
      userId: 1,
      newPassword: 'a brand new secret',
      currentPassword: 'the old secret',
    });
    await waitFor(() => expect(snackbarStore.get().message).toBe('Your password has been changed.'));
  });

  it('sends the current password with a new email, and shows the API refusing a wrong one', async () => {
    logIn();
    const refused = {
      status: 422,
      body: { detail: 'Some fields need your attention.', errors: [{ field: 'currentPassword', message: 'This is not your current password' }] },
    };
    const api = mockFetch({ ...base, 'POST /api/users/profile/edit': refused });
    renderRoute({ path: '/profile' });
    const details = await screen.findByRole('form', { name: 'Your details' });
    const email = await within(details).findByLabelText(/Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@new.example.com');
    await userEvent.type(within(details).getByLabelText(/^Current password/), 'not it{Enter}');

    expect(await within(details).findByText('This is not your current password')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/users/profile/edit')?.body).toEqual({
      user: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@new.example.com',
        phone: '+44 20 7946 0000',
        version: 5,
        currentPassword: 'not it',
      },
    });
  });
});
