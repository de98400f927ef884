import Box from '@mui/material/Box';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { LoginOut } from '@/lib/api/types';
import { showNotificationBar } from '@/lib/notification-bar';
import { afterLoginPath } from '@/lib/return-path';
import { useSession } from '@/lib/session';
import { AuthLayout } from '../components/AuthLayout';
import { LoginForm } from '../components/LoginForm';
import { TextButton } from '../components/TextButton';

// Opened from the links under the form: loaded on the first click, not with the login screen.
const ForgotPasswordDialog = lazy(() =>
  import('../components/ForgotPasswordDialog').then((m) => ({ default: m.ForgotPasswordDialog })),
);
const TermsDialog = lazy(() => import('../components/TermsDialog').then((m) => ({ default: m.TermsDialog })));

export default function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // Back to the screen that sent the visitor here (a deep link, an expired session), else Home.
  const target = afterLoginPath(location.state, location.search);
  const [dialog, setDialog] = useState<'forgot' | 'terms' | null>(null);
  // The dialogs mount on the first click and stay (their closing transition, the terms already fetched).
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  const open = (which: 'forgot' | 'terms') => {
    setDialogsLoaded(true);
    setDialog(which);
  };

  if (session.isAuth) return <Navigate to={target} replace />;

  const onLoggedIn = (user: LoginOut) => {
    showNotificationBar(`Welcome back, ${user.firstName}.`, 'primary');
    void navigate(target, { replace: true });
  };

  return (
    <AuthLayout title="Log in" subtitle="Bricks & building materials back office">
      <LoginForm onLoggedIn={onLoggedIn} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3 }}>
        <TextButton onClick={() => open('forgot')}>Forgot password?</TextButton>
        <TextButton onClick={() => open('terms')}>Terms of use</TextButton>
      </Box>
      {dialogsLoaded && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={dialog === 'forgot'} onClose={() => setDialog(null)} />
          <TermsDialog open={dialog === 'terms'} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
