import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '@/lib/http';
import { useCheckToken } from '../api/check-token';
import { AuthLayout } from '../components/AuthLayout';
import { ResetPasswordForm } from '../components/ResetPasswordForm';

export const PASSWORD_CHANGED = 'Your password has been changed.';
const INVALID_LINK = 'This password reset link is invalid or has expired.';

function BackToLogin({ label = 'Back to login' }: { label?: string }) {
  return (
    <Button component={RouterLink} to="/login" variant="contained" size="large">
      {label}
    </Button>
  );
}

export default function PasswordResetPage() {
  const { token = '' } = useParams();
  const check = useCheckToken(token);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <AuthLayout title="Password changed">
        <Stack spacing={3}>
          <Alert severity="success" role="status">
            {PASSWORD_CHANGED}
          </Alert>
          <BackToLogin label="Log in" />
        </Stack>
      </AuthLayout>
    );
  }

  if (check.isPending) {
    return (
      <AuthLayout title="Reset your password">
        <Stack sx={{ alignItems: 'center', py: 3 }} spacing={2} role="status">
          <CircularProgress aria-label="Checking your link" />
          <span>Checking your link…</span>
        </Stack>
      </AuthLayout>
    );
  }

  if (check.isError || !check.data.valid) {
    return (
      <AuthLayout title="Reset your password">
        <Stack spacing={3}>
          <Alert severity="error">
            {check.error ? errorMessage(check.error, INVALID_LINK) : INVALID_LINK}
          </Alert>
          <BackToLogin />
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Reset your password">
      <ResetPasswordForm token={token} userId={check.data.userId} email={check.data.email} onDone={() => setDone(true)} />
    </AuthLayout>
  );
}
