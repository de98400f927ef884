import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationBarStore, showNotificationBar } from '@/lib/notification-bar';
import { theme } from '@/lib/theme';
import { NotificationBar } from './NotificationBar';

function renderBar(message = 'Quote sent to the customer.') {
  render(
    <ThemeProvider theme={theme}>
      <NotificationBar />
    </ThemeProvider>,
  );
  act(() => showNotificationBar(message, 'primary'));
  return screen.getByTestId('notification-bar');
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Let the slide-out transition finish, then the bar leaves the page. */
const expectGone = () => {
  advance(1000);
  expect(screen.queryByTestId('notification-bar')).not.toBeInTheDocument();
};

function pointerSwipe(bar: HTMLElement, distance: number) {
  fireEvent.pointerDown(bar, { pointerId: 1, button: 0, clientY: 200 });
  fireEvent.pointerMove(bar, { pointerId: 1, clientY: 200 + distance / 2 });
  fireEvent.pointerMove(bar, { pointerId: 1, clientY: 200 + distance });
  fireEvent.pointerUp(bar, { pointerId: 1, button: 0, clientY: 200 + distance });
}

function touchSwipe(bar: HTMLElement, distance: number) {
  fireEvent.touchStart(bar, { touches: [{ clientY: 300 }], changedTouches: [{ clientY: 300 }] });
  fireEvent.touchMove(bar, { touches: [{ clientY: 300 + distance }], changedTouches: [{ clientY: 300 + distance }] });
  fireEvent.touchEnd(bar, { touches: [], changedTouches: [{ clientY: 300 + distance }] });
}

describe('notification bar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('shows the message at the bottom centre with a Close button', () => {
    const bar = renderBar();
    expect(bar).toHaveTextContent('Quote sent to the customer.');
    expect(bar).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(notificationBarStore.get()).toMatchObject({ visible: true, colour: 'primary' });
  });

  it('is still visible at 2999 ms and hides at 3000 ms', () => {
    renderBar();
    advance(2999);
    expect(notificationBarStore.get().visible).toBe(true);
    expect(screen.getByTestId('notification-bar')).toBeVisible();
    advance(1);
    expect(notificationBarStore.get().visible).toBe(false);
    expectGone();
  });

  it('restarts the 3000 ms when a new message arrives', () => {
    renderBar('First');
    advance(2000);
    act(() => showNotificationBar('Second', 'error'));
    advance(2999);
    expect(screen.getByTestId('notification-bar')).toHaveTextContent('Second');
    advance(1);
    expect(notificationBarStore.get().visible).toBe(false);
  });

  it('hides on Close', () => {
    renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(notificationBarStore.get().visible).toBe(false);
    expectGone();
  });

  it('hides on a downward pointer swipe of more than 50 px', () => {
    const bar = renderBar();
    pointerSwipe(bar, 51);
    expect(notificationBarStore.get().visible).toBe(false);
    expectGone();
  });

  it('stays after a 30 px pointer swipe (and after exactly 50 px)', () => {
    const bar = renderBar();
    pointerSwipe(bar, 30);
    expect(notificationBarStore.get().visible).toBe(true);
    pointerSwipe(bar, 50);
    expect(notificationBarStore.get().visible).toBe(true);
    pointerSwipe(bar, -80);
    expect(screen.getByTestId('notification-bar')).toBeInTheDocument();
    expect(notificationBarStore.get().visible).toBe(true);
  });

  it('hides on a downward touch swipe of more than 50 px, not on 30 px', () => {
    const bar = renderBar();
    touchSwipe(bar, 30);
    expect(notificationBarStore.get().visible).toBe(true);
    touchSwipe(bar, 60);
    expect(notificationBarStore.get().visible).toBe(false);
  });
});
