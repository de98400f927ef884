import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from '@/components/RequireAuth';
import { AppShell } from './shell/AppShell';

const LoginPage = lazy(() => import('@/features/auth/pages/LoginPage'));
const PasswordResetPage = lazy(() => import('@/features/auth/pages/PasswordResetPage'));
const HomePage = lazy(() => import('@/features/home/pages/HomePage'));
const ProfilePage = lazy(() => import('@/features/profile/pages/ProfilePage'));
const UsersPage = lazy(() => import('@/features/users/pages/UsersPage'));
const OutboxPage = lazy(() => import('@/features/outbox/pages/OutboxPage'));

/** The route table (history mode). Unknown paths go to /; auth routes send visitors to /login. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/password-reset/:token', element: <PasswordResetPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/users', element: <UsersPage /> },
          { path: '/outbox', element: <OutboxPage /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
