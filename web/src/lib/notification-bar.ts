/** The global notification bar (bottom centre, slides in, auto-hides after 3000 ms). */
import { createMessageStore, type MessageState } from './store';

export const NOTIFICATION_BAR_TIMEOUT_MS = 3000;
export const NOTIFICATION_BAR_SWIPE_PX = 50;

export type NotificationBarColour = 'primary' | 'error' | 'success' | 'warning' | 'info';
export type NotificationBarState = MessageState<NotificationBarColour>;

const bar = createMessageStore<NotificationBarColour>('primary');

export const notificationBarStore = bar.store;
export const showNotificationBar = bar.show;
export const hideNotificationBar = bar.hide;
