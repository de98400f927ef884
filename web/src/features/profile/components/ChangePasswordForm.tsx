import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { NewPasswordFields } from '@/components/NewPasswordFields';
import { applyFieldErrors } from '@/lib/form-errors';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { messages, newPasswordSchema } from '@/lib/validation';
import { useChangePassword } from '../api/change-password';

const schema = newPasswordSchema.and(z.object({ currentPassword: z.string().min(1, messages.required) }));
type Values = z.infer<typeof schema>;

export function ChangePasswordForm({ userId }: { userId: number }) {
  const mutation = useChangePassword();
  const { showSuccess, showError } = useSnackbar();
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutateAsync({ userId, newPassword: values.newPassword, currentPassword: values.currentPassword }).then(
      (answer) => {
        reset();
        showSuccess(answer?.detail || 'Your password has been changed.');
      },
      (error: unknown) => {
        if (!applyFieldErrors(error, setError, ['newPassword', 'currentPassword'])) showError(errorMessage(error));
      },
    ),
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Change password">
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={!!formState.errors.currentPassword}
        helperText={formState.errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <NewPasswordFields register={register} errors={formState.errors} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={mutation.isPending}>
          Change password
        </Button>
      </Stack>
    </Stack>
  );
}
