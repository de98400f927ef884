import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { isoDay } from '@/lib/format';
import { layout } from '@/lib/theme';
import { mockFetch } from '@/test/fetch-mock';
import { myDay } from '@/test/fixtures';
import { phoneScreen } from '@/test/match-media';
import { logIn, renderRoute } from '@/test/render';

beforeEach(() => {
  logIn();
  mockFetch({
    'GET /api/notifications/1': { body: [] },
    [`GET /api/users/myDay/1/${isoDay()}`]: { body: myDay() },
    'GET /api/customers/all/1': { body: { items: [], total: 0, page: 1, items_per_page: 25 } },
  });
});

describe('the shell on a phone', () => {
  it('hides the rail behind a menu button, and shows the user as an avatar', async () => {
    phoneScreen();
    const { router } = renderRoute({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('nav-drawer')).not.toBeInTheDocument();
    const topbar = screen.getByTestId('topbar');
    expect(within(topbar).getByTestId('app-title')).toHaveTextContent(/^Brickmate$/);
    // The name is the avatar's label, not text beside it.
    expect(within(topbar).queryByText('Ada Lovelace')).not.toBeInTheDocument();
    expect(within(topbar).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/profile');

    const button = within(topbar).getByRole('button', { name: 'Open the menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const menu = await screen.findByTestId('nav-drawer');
    // The menu opens below the top bar (which stays above it), so its first entry is not hidden under the bar.
    expect(menu).toHaveStyle({ top: `${layout.topBarHeight}px` });
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(menu).getByRole('link', { name: 'CRM' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm'));
    await waitFor(() => expect(screen.queryByTestId('nav-drawer')).not.toBeInTheDocument());
  });

  it('keeps the rail and the name on a wider screen', async () => {
    renderRoute({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    const topbar = screen.getByTestId('topbar');
    expect(within(topbar).queryByRole('button', { name: 'Open the menu' })).not.toBeInTheDocument();
    expect(within(topbar).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByTestId('nav-drawer')).toBeInTheDocument();
  });
});

describe('the rail labels', () => {
  it('wrap within the open drawer instead of being cut', async () => {
    renderRoute({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    const drawer = screen.getByTestId('nav-drawer');
    const label = within(drawer).getByText('Customer Quotes & Orders');
    expect(label).not.toHaveClass('MuiTypography-noWrap');
    expect(getComputedStyle(label).whiteSpace).toBe('normal');
    expect(getComputedStyle(label).width).toBe('128px');
  });
});
