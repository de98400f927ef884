import { RouterProvider } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/http';
import { showNotificationBar } from '@/lib/notification-bar';
import { createQueryClient } from '@/lib/query-client';
import { initSession } from '@/lib/session';
import { AppProvider } from './provider';
import { routes } from './routes';

initSession();
const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

/** A 401 has already cleared the session: drop the old user's server data and show the login screen. */
setUnauthorizedHandler(() => {
  if (router.state.location.pathname !== '/login') {
    showNotificationBar('Your session has expired. Please log in again.', 'error');
    void router.navigate('/login', { replace: true });
  }
  queryClient.removeQueries();
});

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
