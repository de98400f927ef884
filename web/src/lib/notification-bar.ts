/** The global notification bar (bottom centre, slides in, auto-hides after 3000 ms). */
import { createStore } from './store';

export const NOTIFICATION_BAR_TIMEOUT_MS = 3000;
export const NOTIFICATION_BAR_SWIPE_PX = 50;

export type NotificationBarColour = 'primary' | 'error' | 'success' | 'warning' | 'info';
export type NotificationBarState = {
  visible: boolean;
  message: string;
  colour: NotificationBarColour;
  /** Changes with every message so the auto-hide timer restarts. */
  key: number;
};

export const notificationBarStore = createStore<NotificationBarState>({
  visible: false,
  message: '',
  colour: 'primary',
  key: 0,
});

export function showNotificationBar(message: string, colour: NotificationBarColour = 'primary'): void {
  notificationBarStore.set({ visible: true, message, colour, key: notificationBarStore.get().key + 1 });
}

export function hideNotificationBar(): void {
  const state = notificationBarStore.get();
  if (state.visible) notificationBarStore.set({ ...state, visible: false });
}
