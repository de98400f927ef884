import { RouterProvider } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/http';
import { createQueryClient } from '@/lib/query-client';
import { initSession } from '@/lib/session';
import { AppProvider } from './provider';
import { routes } from './routes';
import { sessionExpiredHandler } from './session-expiry';

initSession();
const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

/** A 401 has already cleared the session: show the login screen, which leads back to where the user was. */
setUnauthorizedHandler(sessionExpiredHandler(router, queryClient));

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
