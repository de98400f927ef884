import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Links from '@/lib/links';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbarStore } from '@/lib/snackbar';
import { mockFetch } from '@/test/fetch-mock';
import { notification } from '@/test/fixtures';
import { logIn, renderRoute } from '@/test/render';
import { NotificationMenu } from './NotificationMenu';

const LIST = 'GET /api/notifications/1';

/** Lets a test hold a navigation open, to see that the delete waits for it. */
const navigation = vi.hoisted(() => ({ gate: null as Promise<void> | null, links: [] as string[] }));
vi.mock('@/lib/links', async (importOriginal) => {
  const real = await importOriginal<typeof Links>();
  return {
    ...real,
    useFollowLink: () => {
      const follow = real.useFollowLink();
      return async (link: string) => {
        navigation.links.push(link);
        if (navigation.gate) await navigation.gate;
        await follow(link);
      };
    },
  };
});
afterEach(() => {
  navigation.gate = null;
  navigation.links = [];
});

function renderMenu() {
  logIn();
  return renderRoute({
    routes: [
      { path: '/', element: <NotificationMenu userId={1} /> },
      { path: '/users', element: <p>Users screen</p> },
    ],
  });
}

const button = () => screen.getByRole('button', { name: 'Notifications' });
const dot = () => screen.getByTestId('notification-dot').querySelector('.MuiBadge-badge');

describe('notification menu', () => {
  it('fetches the list again every time it is opened', async () => {
    const api = mockFetch({ [LIST]: { body: [notification(1)] } });
    renderMenu();
    await waitFor(() => expect(api.count('GET', '/api/notifications/1')).toBe(1));

    await userEvent.click(button());
    await waitFor(() => expect(api.count('GET', '/api/notifications/1')).toBe(2));
    expect(await screen.findByRole('menuitem', { name: /Notification 1/ })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(button());
    await waitFor(() => expect(api.count('GET', '/api/notifications/1')).toBe(3));
  });

  it('shows the indicator dot only when more than one notification waits', async () => {
    let items = [notification(1)];
    const api = mockFetch({ [LIST]: () => ({ body: items }) });
    renderMenu();
    await waitFor(() => expect(api.count('GET', '/api/notifications/1')).toBe(1));
    expect(dot()).toHaveClass('MuiBadge-invisible');

    items = [notification(1), notification(2)];
    await userEvent.click(button());
    await screen.findByRole('menuitem', { name: /Notification 2/ });
    expect(dot()).not.toHaveClass('MuiBadge-invisible');

    items = [];
    await userEvent.keyboard('{Escape}');
    await userEvent.click(button());
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(dot()).toHaveClass('MuiBadge-invisible');
  });

  it('lays out each item with its message and relative time, at least 400 px wide', async () => {
    mockFetch({ [LIST]: { body: [notification(7, { created_at: new Date(Date.now() - 5 * 60_000).toISOString() })] } });
    renderMenu();
    await userEvent.click(button());
    const item = await screen.findByRole('menuitem', { name: /Notification 7/ });
    expect(within(item).getByText('5 minutes ago')).toBeInTheDocument();
    const paper = screen.getByRole('menu').closest('.MuiPaper-root') as HTMLElement;
    expect(getComputedStyle(paper).minWidth).toBe('400px');
  });

  it('navigates to the link of a clicked notification, then deletes it', async () => {
    const events: string[] = [];
    const api = mockFetch({
      [LIST]: { body: [notification(1), notification(2, { link: '/users?from=menu' })] },
      'DELETE /api/notifications/2': () => {
        events.push('delete 2');
        return { status: 204 };
      },
    });
    const { router } = renderMenu();
    router.subscribe((state) => events.push(`at ${state.location.pathname}${state.location.search}`));

    await userEvent.click(button());
    await userEvent.click(await screen.findByRole('menuitem', { name: /Notification 2/ }));

    expect(await screen.findByText('Users screen')).toBeInTheDocument();
    await waitFor(() => expect(events).toContain('delete 2'));
    expect(events.indexOf('at /users?from=menu')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('at /users?from=menu')).toBeLessThan(events.indexOf('delete 2'));
    expect(api.count('DELETE', '/api/notifications/2')).toBe(1);
  });

  it('deletes only once the navigation is done', async () => {
    let finishNavigation = () => {};
    navigation.gate = new Promise((resolve) => (finishNavigation = resolve));
    const api = mockFetch({
      [LIST]: { body: [notification(5, { link: '/users' })] },
      'DELETE /api/notifications/5': { status: 204 },
    });
    const { router } = renderMenu();
    await userEvent.click(button());
    await userEvent.click(await screen.findByRole('menuitem', { name: /Notification 5/ }));

    expect(navigation.links).toEqual(['/users']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.count('DELETE', '/api/notifications/5')).toBe(0);
    expect(router.state.location.pathname).toBe('/');

    finishNavigation();
    await waitFor(() => expect(api.count('DELETE', '/api/notifications/5')).toBe(1));
    expect(router.state.location.pathname).toBe('/users');
  });

  it('says "Failed to get notifications." when the list cannot be fetched', async () => {
    mockFetch({ [LIST]: { status: 500, body: { detail: 'Something went wrong on our side.' } } });
    renderMenu();
    await waitFor(() =>
      expect(snackbarStore.get()).toMatchObject({ visible: true, message: 'Failed to get notifications.', colour: 'error' }),
    );
  });

  it('says "Failed to delete notification." when the delete fails', async () => {
    mockFetch({
      [LIST]: { body: [notification(3)] },
      'DELETE /api/notifications/3': { status: 500, body: { detail: 'Something went wrong on our side.' } },
    });
    renderMenu();
    await userEvent.click(button());
    await userEvent.click(await screen.findByRole('menuitem', { name: /Notification 3/ }));
    await waitFor(() =>
      expect(snackbarStore.get()).toMatchObject({ visible: true, message: 'Failed to delete notification.', colour: 'error' }),
    );
  });

  it('clears all notifications', async () => {
    const api = mockFetch({ [LIST]: { body: [notification(1), notification(2)] }, 'DELETE /api/notifications/user/1': { status: 204 } });
    renderMenu();
    await userEvent.click(button());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Clear all' }));
    // Nothing goes before the question is answered; Cancel keeps them.
    const ask = await screen.findByRole('dialog', { name: 'Clear all notifications?' });
    expect(ask).toHaveTextContent('All 2 of your notifications go for good');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.count('DELETE', '/api/notifications/user/1')).toBe(0);
    await userEvent.click(button());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Clear all' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(api.count('DELETE', '/api/notifications/user/1')).toBe(1));
    expect(snackbarStore.get()).toMatchObject({ message: 'All notifications cleared.', colour: 'primary' });
  });
});
