import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionExpiredHandler } from './session-expiry';
import { isoDay } from '@/lib/format';
import { setUnauthorizedHandler } from '@/lib/http';
import { notificationBarStore } from '@/lib/notification-bar';
import { getSession } from '@/lib/session';
import { mockFetch } from '@/test/fetch-mock';
import { myDay } from '@/test/fixtures';
import { ADA, logIn, renderRoute, testQueryClient } from '@/test/render';

const password = () => screen.getByLabelText(/Password/);

async function logInThroughTheForm() {
  await userEvent.type(await screen.findByLabelText(/Email/), 'ada@example.com');
  await userEvent.type(password(), 'correct horse battery{Enter}');
  await waitFor(() => expect(getSession().isAuth).toBe(true));
}

const where = (router: { state: { location: { pathname: string; search: string; hash: string } } }) => {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
};

describe('logging in returns to where you were going', () => {
  it('a deep link opened while logged out comes back after logging in, with its search and hash', async () => {
    mockFetch({ 'PUT /api/auth/login': { body: ADA }, 'GET /api/notifications/1': { body: [] } });
    const { router } = renderRoute({ path: '/crm?tab=suppliers#list' });
    await screen.findByRole('button', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');

    await logInThroughTheForm();
    await waitFor(() => expect(where(router)).toBe('/crm?tab=suppliers#list'));
  });

  it.each(['//evil.com', 'https://evil.com/crm', '/\\evil.com'])('ignores ?next=%s and goes Home', async (next) => {
    mockFetch({
      'PUT /api/auth/login': { body: ADA },
      'GET /api/notifications/1': { body: [] },
      [`GET /api/users/myDay/1/${isoDay()}`]: { body: myDay() },
    });
    const { router } = renderRoute({ path: `/login?next=${encodeURIComponent(next)}` });
    await logInThroughTheForm();
    expect(await screen.findByRole('heading', { name: 'Good morning, Ada' })).toBeInTheDocument();
    expect(where(router)).toBe('/');
  });

  it('follows a ?next= of the app', async () => {
    mockFetch({ 'PUT /api/auth/login': { body: ADA }, 'GET /api/notifications/1': { body: [] } });
    const { router } = renderRoute({ path: `/login?next=${encodeURIComponent('/products?q=red')}` });
    await logInThroughTheForm();
    await waitFor(() => expect(where(router)).toBe('/products?q=red'));
  });

  it('an expired session sends to /login and logging in again comes back to the screen', async () => {
    logIn();
    let expired = true;
    mockFetch({
      'PUT /api/auth/login': () => {
        expired = false;
        return { body: ADA };
      },
      'GET /api/notifications/1': { body: [] },
      'POST /api/products/query': () =>
        expired ? { status: 401, body: { detail: 'Please log in to continue.' } } : { status: 404 },
    });
    const queryClient = testQueryClient();
    const { router: shown } = renderRoute({ path: '/products?q=red#top', queryClient });
    // As the app does with its router (the first call answers after this).
    setUnauthorizedHandler(sessionExpiredHandler(shown, queryClient));

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(shown.state.location.pathname).toBe('/login');
    expect(notificationBarStore.get()).toMatchObject({ message: 'Your session has expired. Please log in again.' });

    await logInThroughTheForm();
    await waitFor(() => expect(where(shown)).toBe('/products?q=red#top'));
  });
});
