import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isoDay } from '@/lib/format';
import { notificationBarStore } from '@/lib/notification-bar';
import { getSession } from '@/lib/session';
import { mockFetch } from '@/test/fetch-mock';
import { myDay } from '@/test/fixtures';
import { ADA, renderRoute } from '@/test/render';

const email = () => screen.getByLabelText(/Email/);
const password = () => screen.getByLabelText(/Password/);

describe('login screen', () => {
  it('logs in with Enter, stores the session and goes to Home', async () => {
    const api = mockFetch({
      'PUT /api/auth/login': { body: ADA },
      'GET /api/notifications/1': { body: [] },
      [`GET /api/users/myDay/1/${isoDay()}`]: { body: myDay() },
    });
    const { router } = renderRoute({ path: '/login' });
    await screen.findByRole('button', { name: 'Log in' });
    expect(email()).toHaveFocus();

    await userEvent.type(email(), 'ada@example.com');
    await userEvent.type(password(), 'correct horse battery{Enter}');

    expect(await screen.findByRole('heading', { name: 'Good morning, Ada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(api.calls[0].body).toEqual({ email: 'ada@example.com', password: 'correct horse battery' });
    expect(getSession()).toMatchObject({ isAuth: true, userId: 1, firstName: 'Ada', role: 'admin', token: 'token-ada' });
    expect(notificationBarStore.get()).toMatchObject({ visible: true, message: 'Welcome back, Ada.' });
  });

  it('shows the required and email messages before calling the server', async () => {
    const api = mockFetch({});
    renderRoute({ path: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    await userEvent.type(email(), 'ada@');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server message for wrong credentials and stays logged out', async () => {
    mockFetch({ 'PUT /api/auth/login': { status: 401, body: { detail: 'Incorrect email or password.', errors: [] } } });
    const { router } = renderRoute({ path: '/login' });
    await userEvent.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await userEvent.type(password(), 'wrong password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession().isAuth).toBe(false);
  });

  it('shows the throttling message (429)', async () => {
    mockFetch({ 'PUT /api/auth/login': { status: 429, body: { detail: 'Too many attempts. Try again in 15 minutes.' } } });
    renderRoute({ path: '/login' });
    await userEvent.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await userEvent.type(password(), 'whatever{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 minutes.');
  });

  it('mails a reset link from "Forgot password?" and shows the neutral answer', async () => {
    const api = mockFetch({
      'GET /api/auth/codeReset/grace%40example.com': {
        body: { detail: 'If this email belongs to an account, a reset link is on its way.' },
      },
    });
    renderRoute({ path: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    const field = await waitFor(() => {
      const input = dialog.querySelector('input[type="email"]') as HTMLInputElement;
      expect(input).toHaveFocus();
      return input;
    });
    await userEvent.type(field, 'grace@example.com{Enter}');
    expect(await screen.findByText('If this email belongs to an account, a reset link is on its way.')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual(['/api/auth/codeReset/grace%40example.com']);
  });

  it('opens the terms of use, paragraph by paragraph', async () => {
    mockFetch({
      'GET /api/auth/terms': { body: { title: 'Terms of use', text: 'First paragraph.\n\nSecond paragraph.', updated: '2025-11-01' } },
    });
    renderRoute({ path: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Terms of use' }));
    expect(await screen.findByText('First paragraph.')).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Terms of use' })).toBeInTheDocument();
  });
});
