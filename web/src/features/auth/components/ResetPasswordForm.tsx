import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { NewPasswordFields } from '@/components/NewPasswordFields';
import { applyFieldErrors } from '@/lib/form-errors';
import { errorMessage, isApiError } from '@/lib/http';
import { newPasswordSchema, type NewPasswordValues } from '@/lib/validation';
import { useResetPassword } from '../api/reset-password';

type Props = { token: string; userId: number; email: string; onDone: () => void };

export function ResetPasswordForm({ token, userId, email, onDone }: Props) {
  const mutation = useResetPassword();
  const { register, handleSubmit, setError, formState } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutateAsync({ userId, newPassword: values.newPassword, token }).then(onDone, (error: unknown) => {
      applyFieldErrors(error, setError, ['newPassword']);
    }),
  );
  const failure = mutation.error;
  const onField = isApiError(failure) && failure.status === 422 && failure.errors.some((e) => e.field === 'newPassword');

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Choose a new password">
      <Typography color="text.secondary">
        Choose a new password for <strong>{email}</strong>.
      </Typography>
      {failure && !onField && <Alert severity="error">{errorMessage(failure)}</Alert>}
      <NewPasswordFields register={register} errors={formState.errors} autoFocus />
      <Button type="submit" variant="contained" size="large" loading={mutation.isPending}>
        Set new password
      </Button>
    </Stack>
  );
}
