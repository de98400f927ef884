import { Navigate, Outlet, useLocation } from 'react-router';
import { loginStateFor } from '@/lib/return-path';
import { useSession } from '@/lib/session';

/** Auth routes: an unauthenticated visitor goes to /login, which brings them back here once logged in. */
export function RequireAuth() {
  const { isAuth } = useSession();
  const location = useLocation();
  if (!isAuth) return <Navigate to="/login" replace state={loginStateFor(location)} />;
  return <Outlet />;
}
