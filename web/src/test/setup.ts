import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearSession } from '@/lib/session';
import { hideNotificationBar } from '@/lib/notification-bar';
import { hideSnackbar } from '@/lib/snackbar';

// Lazy pages and MUI render slowly on a busy two-CPU machine: wait for the screen longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  hideSnackbar();
  hideNotificationBar();
  clearSession();
  window.localStorage.clear();
});
