import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { LoginOut } from '@/lib/api/types';
import { showNotificationBar } from '@/lib/notification-bar';
import { afterLoginPath } from '@/lib/return-path';
import { useSession } from '@/lib/session';
import { AuthLayout } from '../components/AuthLayout';
import { ForgotPasswordDialog } from '../components/ForgotPasswordDialog';
import { LoginForm } from '../components/LoginForm';
import { TermsDialog } from '../components/TermsDialog';

export default function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // Back to the screen that sent the visitor here (a deep link, an expired session), else Home.
  const target = afterLoginPath(location.state, location.search);
  const [dialog, setDialog] = useState<'forgot' | 'terms' | null>(null);

  if (session.isAuth) return <Navigate to={target} replace />;

  const onLoggedIn = (user: LoginOut) => {
    showNotificationBar(`Welcome back, ${user.firstName}.`, 'primary');
    void navigate(target, { replace: true });
  };

  return (
    <AuthLayout title="Log in" subtitle="Bricks & building materials back office">
      <LoginForm onLoggedIn={onLoggedIn} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 3 }}>
        <Link component="button" type="button" onClick={() => setDialog('forgot')}>
          Forgot password?
        </Link>
        <Link component="button" type="button" onClick={() => setDialog('terms')}>
          Terms of use
        </Link>
      </Stack>
      <ForgotPasswordDialog open={dialog === 'forgot'} onClose={() => setDialog(null)} />
      <TermsDialog open={dialog === 'terms'} onClose={() => setDialog(null)} />
    </AuthLayout>
  );
}
