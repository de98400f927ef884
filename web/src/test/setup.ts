import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { setUnauthorizedHandler } from '@/lib/http';
import { clearSession } from '@/lib/session';
import { hideNotificationBar } from '@/lib/notification-bar';
import { hideSnackbar } from '@/lib/snackbar';
import { dropStyleRules, fastLabelControl } from './jsdom-speed';

// Lazy pages and MUI render slowly on a busy two-CPU machine: wait for the screen longer than the 1 s default.
configure({ asyncUtilTimeout: 15_000 });
fastLabelControl();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  hideSnackbar();
  hideNotificationBar();
  clearSession();
  window.localStorage.clear();
});

// Test files share their worker's modules (vite.config.ts, test.projects): what a file set up for all its tests goes
// back to the app's default after it, so the next file starts as if alone.
afterAll(() => {
  setUnauthorizedHandler(() => browser.assign('/login'));
  dropStyleRules();
});
