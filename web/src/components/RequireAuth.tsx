import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session';

/** Auth routes: an unauthenticated visitor goes to /login. */
export function RequireAuth() {
  const { isAuth } = useSession();
  const location = useLocation();
  if (!isAuth) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
