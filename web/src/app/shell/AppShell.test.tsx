import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { isoDay } from '@/lib/format';
import { clearSession } from '@/lib/session';
import { mockFetch } from '@/test/fetch-mock';
import { myDay } from '@/test/fixtures';
import { logIn, renderRoute } from '@/test/render';
import { showDrawer, showTopBar } from './chrome';

const ENTRIES = [
  'Home',
  'CRM',
  'Taskpad',
  'Products',
  'Customer Quotes & Orders',
  'Supplier Quotes & Orders',
  'Call-offs',
  'Users',
];

beforeEach(() => {
  mockFetch({
    'GET /api/notifications/1': { body: [] },
    'GET /api/auth/terms': { body: { title: 'Terms of use', text: 'One.', updated: '2025-11-01' } },
  });
});

async function renderAt(path: string) {
  const view = renderRoute({ path });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('navigation drawer', () => {
  beforeEach(() => {
    logIn();
    mockFetch({ 'GET /api/notifications/1': { body: [] }, [`GET /api/users/myDay/1/${isoDay()}`]: { body: myDay() } });
  });

  it('lists the eight entries in order, then Log out', async () => {
    await renderAt('/');
    const drawer = screen.getByTestId('nav-drawer');
    const sections = within(drawer).getByRole('list', { name: 'Sections' });
    const labels = within(sections).getAllByRole('listitem').map((item) => item.textContent);
    expect(labels).toEqual(ENTRIES);
    expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('links Home, CRM, Taskpad, Products, both Quotes & Orders, Call-offs and Users, and marks the current page', async () => {
    await renderAt('/');
    const drawer = screen.getByTestId('nav-drawer');
    expect(within(drawer).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(drawer).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByRole('link', { name: 'CRM' })).toHaveAttribute('href', '/crm');
    expect(within(drawer).getByRole('link', { name: 'CRM' })).not.toHaveAttribute('aria-current');
    expect(within(drawer).getByRole('link', { name: 'Taskpad' })).toHaveAttribute('href', '/taskpad');
    expect(within(drawer).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    expect(within(drawer).getByRole('link', { name: 'Customer Quotes & Orders' })).toHaveAttribute('href', '/quotes');
    expect(within(drawer).getByRole('link', { name: 'Supplier Quotes & Orders' })).toHaveAttribute('href', '/supplier-quotes');
    expect(within(drawer).getByRole('link', { name: 'Call-offs' })).toHaveAttribute('href', '/call-offs');
    expect(within(drawer).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users');
  });

  it('marks CRM as the current page on a record screen opened from it', async () => {
    await renderAt('/customer');
    const drawer = screen.getByTestId('nav-drawer');
    expect(within(drawer).getByRole('link', { name: 'CRM' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks Taskpad as the current page on a task opened from it', async () => {
    await renderAt('/task');
    const drawer = screen.getByTestId('nav-drawer');
    expect(within(drawer).getByRole('link', { name: 'Taskpad' })).toHaveAttribute('aria-current', 'page');
  });

  it('is hidden on /login (a logged-in visitor is sent on to Home, which has it)', async () => {
    const { router } = renderRoute({ path: '/login' });
    expect(await screen.findByRole('heading', { name: 'Good morning, Ada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByTestId('nav-drawer')).toBeInTheDocument();
    expect(showDrawer('/login', true)).toBe(false);
  });

  it('is hidden, with the top bar, for a visitor who is not logged in', async () => {
    clearSession();
    const { router } = await renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByTestId('nav-drawer')).not.toBeInTheDocument();
    expect(screen.queryByTestId('topbar')).not.toBeInTheDocument();
  });

  it('is hidden on the password reset screen, where the top bar stays', async () => {
    mockFetch({
      'GET /api/notifications/1': { body: [] },
      'GET /api/auth/checkToken/abc': { status: 404, body: { detail: 'This link is invalid or has expired.' } },
    });
    renderRoute({ path: '/password-reset/abc' });
    expect(await screen.findByText('This link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.queryByTestId('nav-drawer')).not.toBeInTheDocument();
    expect(screen.getByTestId('topbar')).toBeInTheDocument();
  });
});

describe('top bar', () => {
  it('shows the title, notifications, the user name and a logout button', async () => {
    logIn();
    mockFetch({ 'GET /api/notifications/1': { body: [] }, [`GET /api/users/myDay/1/${isoDay()}`]: { body: myDay() } });
    await renderAt('/');
    const bar = screen.getByTestId('topbar');
    expect(bar).toHaveTextContent('Brickmate — bricks & building materials');
    expect(within(bar).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: /Ada Lovelace/ })).toHaveAttribute('href', '/profile');
    expect(within(bar).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('is not shown on the login screen', async () => {
    await renderAt('/login');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByTestId('topbar')).not.toBeInTheDocument();
    expect(screen.queryByTestId('nav-drawer')).not.toBeInTheDocument();
  });
});

describe('routing', () => {
  it('says an unknown path names no screen, in the shell, with the way Home', async () => {
    logIn();
    mockFetch({ 'GET /api/notifications/1': { body: [] }, [`GET /api/users/myDay/1/${isoDay()}`]: { body: myDay() } });
    const { router } = renderRoute({ path: '/no/such/screen' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no/such/screen');
    expect(screen.getByText('/no/such/screen')).toBeInTheDocument();
    expect(screen.getByTestId('nav-drawer')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(await screen.findByRole('heading', { name: 'Good morning, Ada' })).toBeInTheDocument();
  });

  it('Go back on an unknown path the tab opened on goes Home (there is no page before it)', async () => {
    logIn();
    mockFetch({ 'GET /api/notifications/1': { body: [] }, [`GET /api/users/myDay/1/${isoDay()}`]: { body: myDay() } });
    const { router } = renderRoute({ path: '/no/such/screen' });
    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Good morning, Ada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('Go back on a mistyped record address the tab opened on goes to the list of that kind of record', async () => {
    logIn();
    mockFetch({ 'GET /api/notifications/1': { body: [] } });
    const { router } = renderRoute({ path: '/quotes/editr/12' });
    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quotes'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument(), { timeout: 10_000 });
  });

  it('sends a visitor of an unknown path to /login first', async () => {
    const { router } = renderRoute({ path: '/no/such/screen' });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a visitor of an auth route to /login', async () => {
    const { router } = renderRoute({ path: '/users' });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('which screens show the shell', () => {
  it.each([
    ['/', true, true, true],
    ['/users', true, true, true],
    ['/login', true, false, false],
    ['/quote/5d1f', true, false, false],
    ['/supplier-quote/5d1f', true, false, false],
    ['/purchase-order/5d1f', true, false, false],
    ['/call-offs/0b7a4c1e-9d2f-4e6a-8b3c-5d7e9f1a2b3c', true, false, false],
    ['/call-offs', true, true, true],
    ['/call-offs/42', true, true, true],
    ['/password-reset/abc', true, true, false],
    ['/', false, false, false],
    ['/customer', false, false, false],
  ])('%s (logged in: %s) -> top bar %s, drawer %s', (path, isAuth, topBar, drawer) => {
    expect(showTopBar(path, isAuth)).toBe(topBar);
    expect(showDrawer(path, isAuth)).toBe(drawer);
  });
});

describe('snackbar', () => {
  it('shows a failure in the error colour, and can be dismissed', async () => {
    logIn();
    mockFetch({
      'GET /api/notifications/1': { status: 500, body: { detail: 'Something went wrong on our side.' } },
      [`GET /api/users/myDay/1/${isoDay()}`]: { body: myDay() },
    });
    renderRoute({ path: '/' });
    const snackbar = await screen.findByTestId('snackbar');
    expect(snackbar).toHaveTextContent('Failed to get notifications.');
    expect(snackbar).toHaveAttribute('role', 'alert');
    expect(snackbar).toHaveAttribute('data-colour', 'error');
    await userEvent.click(within(snackbar).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument());
  });
});

describe('skip to content', () => {
  beforeEach(() => {
    logIn();
    mockFetch({ 'GET /api/notifications/1': { body: [] }, [`GET /api/users/myDay/1/${isoDay()}`]: { body: myDay() } });
  });

  it('comes first and moves the focus to the page, past the top bar and the rail', async () => {
    await renderAt('/');
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    // First in the page's order of focusable elements (the browser's Tab is checked end to end: tests/e2e/test_walk2.py).
    expect(document.querySelector('a[href], button, input, select, textarea, [tabindex="0"]')).toBe(skip);
    await userEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('is not on a screen without the shell', async () => {
    clearSession();
    await renderAt('/login');
    expect(screen.queryByRole('link', { name: 'Skip to content' })).not.toBeInTheDocument();
  });
});
