import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { routes as appRoutes } from '@/app/routes';
// The shell loads its signed-in chrome, snackbar and notification bar lazily (the first screen does without
// them): loaded here with the tests' own imports, so that no test waits for their first transform in a findBy.
import '@/app/shell/GlobalSnackbar';
import '@/app/shell/NotificationBar';
import '@/app/shell/SignedInChrome';
import type { LoginOut } from '@/lib/api/types';
import { startSession } from '@/lib/session';
import { theme } from '@/lib/theme';
import { user } from './fixtures';

const { userId, firstName, lastName, email, phone, role } = user();

/** The login answer of the `user()` fixture. */
export const ADA: LoginOut = {
  token: 'token-ada',
  expires_at: '2030-01-01T00:00:00Z',
  userId,
  firstName,
  lastName,
  email,
  phone,
  role,
};

export function logIn(overrides: Partial<LoginOut> = {}): LoginOut {
  const user = { ...ADA, ...overrides };
  startSession(user);
  return user;
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

type Options = { path?: string; routes?: RouteObject[]; queryClient?: QueryClient };

/** Render the app's routes (or given ones) in a memory router at `path`, with theme and a fresh query client. */
export function renderRoute({ path = '/', routes = appRoutes, queryClient = testQueryClient() }: Options = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, router, queryClient };
}
