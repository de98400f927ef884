import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { showNotificationBar } from '@/lib/notification-bar';
import { loginStateFor } from '@/lib/return-path';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'navigate'>;

/**
 * What a 401 does once it has cleared the session: drop the old user's server data and show the login screen,
 * which brings the user back to the screen they were on once they log in again.
 */
export function sessionExpiredHandler(router: Router, queryClient: QueryClient): () => void {
  return () => {
    const { location } = router.state;
    if (location.pathname !== '/login') {
      showNotificationBar('Your session has expired. Please log in again.', 'error');
      void router.navigate('/login', { replace: true, state: loginStateFor(location) });
    }
    queryClient.removeQueries();
  };
}
