import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { isoDay } from '@/lib/format';
import { setUnauthorizedHandler } from '@/lib/http';
import { getSession } from '@/lib/session';
import { mockFetch } from '@/test/fetch-mock';
import { myDay } from '@/test/fixtures';
import { logIn, renderRoute } from '@/test/render';

const MY_DAY = `GET /api/users/myDay/1/${isoDay()}`;

describe('logout', () => {
  it.each(['topbar', 'nav-drawer'])('from the %s: revokes the token, clears the session and reloads at /', async (where) => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    logIn();
    const api = mockFetch({
      'GET /api/notifications/1': { body: [] },
      [MY_DAY]: { body: myDay() },
      'POST /api/auth/logout': { status: 204 },
    });
    renderRoute({ path: '/' });
    await screen.findByRole('heading', { name: 'Good morning, Ada' });

    await userEvent.click(within(screen.getByTestId(where)).getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(api.calls.find((c) => c.path === '/api/auth/logout')?.headers).toMatchObject({ Authorization: 'Bearer token-ada' });
    expect(getSession().isAuth).toBe(false);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('isAuth')).toBe('false');
  });

  it('still logs out when the server cannot be reached', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    logIn();
    mockFetch({ 'GET /api/notifications/1': { body: [] }, [MY_DAY]: { body: myDay() }, 'POST /api/auth/logout': { status: 500 } });
    renderRoute({ path: '/' });
    await screen.findByRole('heading', { name: 'Good morning, Ada' });
    await userEvent.click(within(screen.getByTestId('topbar')).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(getSession().isAuth).toBe(false);
  });
});

describe('an expired session', () => {
  it('a 401 from any call clears the session and shows the login screen', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    logIn();
    mockFetch({
      'GET /api/notifications/1': { body: [] },
      [MY_DAY]: { status: 401, body: { detail: 'Please log in to continue.' } },
    });
    const { router } = renderRoute({ path: '/' });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(handler).toHaveBeenCalled();
    expect(getSession()).toMatchObject({ isAuth: false, token: '', userId: null });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.queryByTestId('topbar')).not.toBeInTheDocument();
  });
});
