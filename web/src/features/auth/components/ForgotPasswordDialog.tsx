import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '@/lib/http';
import { email } from '@/lib/validation';
import { useRequestPasswordReset } from '../api/request-password-reset';

const schema = z.object({ email: email() });
type Values = z.infer<typeof schema>;

export const RESET_SENT_FALLBACK =
  'If an account exists for this email, we have sent a link to reset the password.';

type Props = { open: boolean; onClose: () => void };

export function ForgotPasswordDialog({ open, onClose }: Props) {
  const mutation = useRequestPasswordReset();
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });

  const close = () => {
    onClose();
    mutation.reset();
    reset();
  };
  const onSubmit = handleSubmit((values) => mutation.mutate(values.email));
  const sent = mutation.isSuccess;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="forgot-password-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="forgot-password-title">Reset your password</DialogTitle>
        <DialogContent>
          {sent ? (
            <Alert severity="success" role="status">
              {mutation.data?.detail || RESET_SENT_FALLBACK}
            </Alert>
          ) : (
            <>
              <DialogContentText sx={{ mb: 2 }}>
                Enter the email address of your account and we will send you a link to choose a new password.
              </DialogContentText>
              {mutation.isError && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {errorMessage(mutation.error)}
                </Alert>
              )}
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                autoFocus
                required
                error={!!formState.errors.email}
                helperText={formState.errors.email?.message}
                sx={{ mt: 1 }}
                {...register('email')}
              />
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {sent ? (
            <Button variant="contained" onClick={close}>
              Back to login
            </Button>
          ) : (
            <>
              <Button onClick={close}>Cancel</Button>
              <Button type="submit" variant="contained" loading={mutation.isPending}>
                Send reset link
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
