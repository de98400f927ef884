import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render';

const CHECK = 'GET /api/auth/checkToken/tok123';
const VALID = { body: { valid: true, userId: 7, email: 'grace@example.com' } };

async function fill(newPassword: string, confirm: string) {
  await userEvent.type(await screen.findByLabelText(/^New password/), newPassword);
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), `${confirm}{Enter}`);
}

describe('password reset screen', () => {
  it('checks the link, then sets the new password with the token', async () => {
    const api = mockFetch({ [CHECK]: VALID, 'PUT /api/auth/setNewPassword': { body: { detail: 'Your password has been changed.' } } });
    renderRoute({ path: '/password-reset/tok123' });
    expect(await screen.findByText('grace@example.com')).toBeInTheDocument();
    await fill('a long new password', 'a long new password');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(api.calls.at(-1)?.body).toEqual({ userId: 7, newPassword: 'a long new password', token: 'tok123' });
  });

  it('shows a loading state while the link is checked', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    renderRoute({ path: '/password-reset/tok123' });
    expect(await screen.findByText('Checking your link…')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('says so when the link is invalid, with a way back to login', async () => {
    mockFetch({ [CHECK]: { status: 404, body: { detail: 'This password reset link is invalid or has expired.' } } });
    renderRoute({ path: '/password-reset/tok123' });
    expect(await screen.findByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('checks length and confirmation before sending', async () => {
    const api = mockFetch({ [CHECK]: VALID });
    renderRoute({ path: '/password-reset/tok123' });
    await fill('short', 'short');
    expect(await screen.findByText('You must enter a minimum of 10 characters')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.clear(screen.getByLabelText(/^Confirm new password/));
    await fill('a long new password', 'another long password');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it("shows the server's weak-password message on the field", async () => {
    mockFetch({
      [CHECK]: VALID,
      'PUT /api/auth/setNewPassword': {
        status: 422,
        body: { detail: 'Some fields need your attention.', errors: [{ field: 'newPassword', message: 'This password is too common.' }] },
      },
    });
    renderRoute({ path: '/password-reset/tok123' });
    await fill('password1234', 'password1234');
    expect(await screen.findByText('This password is too common.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
  });
});
