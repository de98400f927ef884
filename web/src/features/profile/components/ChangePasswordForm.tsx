import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { NewPasswordFields } from '@/components/NewPasswordFields';
import { applyFieldErrors } from '@/lib/form-errors';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { newPasswordSchema, type NewPasswordValues } from '@/lib/validation';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordForm({ userId }: { userId: number }) {
  const mutation = useChangePassword();
  const { showSuccess, showError } = useSnackbar();
  const { register, handleSubmit, setError, reset, formState } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutateAsync({ userId, newPassword: values.newPassword }).then(
      (answer) => {
        reset();
        showSuccess(answer?.detail || 'Your password has been changed.');
      },
      (error: unknown) => {
        if (!applyFieldErrors(error, setError, ['newPassword'])) showError(errorMessage(error));
      },
    ),
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Change password">
      <NewPasswordFields register={register} errors={formState.errors} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={mutation.isPending}>
          Change password
        </Button>
      </Stack>
    </Stack>
  );
}
