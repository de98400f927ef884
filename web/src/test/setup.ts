import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearSession } from '@/lib/session';
import { hideNotificationBar } from '@/lib/notification-bar';
import { hideSnackbar } from '@/lib/snackbar';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  hideSnackbar();
  hideNotificationBar();
  clearSession();
  window.localStorage.clear();
});
