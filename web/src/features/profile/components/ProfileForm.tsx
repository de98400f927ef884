import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PersonFields } from '@/components/PersonFields';
import type { UserOut } from '@/lib/api/types';
import { applyFieldErrors } from '@/lib/form-errors';
import { errorMessage, isApiError } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { personFields } from '@/lib/validation';
import { useUpdateProfile } from '../api/update-profile';

const schema = z.object({ ...personFields, currentPassword: z.string() });
type Values = z.infer<typeof schema>;

const toValues = (user: UserOut): Values => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone,
  currentPassword: '',
});

type Props = { user: UserOut; onReload: () => Promise<UserOut | undefined> };

export function ProfileForm({ user, onReload }: Props) {
  const mutation = useUpdateProfile();
  const { showSuccess, showError } = useSnackbar();
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: toValues(user),
  });

  // A new email needs the current password (the API refuses it otherwise); it is sent only when typed.
  const onSubmit = handleSubmit(({ currentPassword, ...values }) =>
    mutation.mutateAsync({ ...values, version: user.version, ...(currentPassword ? { currentPassword } : {}) }).then(
      (saved) => {
        reset(toValues(saved));
        showSuccess('Your profile has been saved.');
      },
      (error: unknown) => {
        if (isApiError(error) && error.status === 409) return;
        if (!applyFieldErrors(error, setError, ['firstName', 'lastName', 'email', 'phone', 'currentPassword'])) {
          showError(errorMessage(error));
        }
      },
    ),
  );

  const reload = async () => {
    const fresh = await onReload();
    if (fresh) reset(toValues(fresh));
    mutation.reset();
  };
  const conflict = isApiError(mutation.error) && mutation.error.status === 409 ? mutation.error : null;

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Your details">
      {conflict && (
        <Alert severity="warning" action={<Button color="inherit" onClick={() => void reload()}>Reload</Button>}>
          {conflict.detail}
        </Alert>
      )}
      <PersonFields register={register} errors={formState.errors} autoFocus />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={!!formState.errors.currentPassword}
        helperText={formState.errors.currentPassword?.message ?? 'Needed to change your email.'}
        {...register('currentPassword')}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={mutation.isPending} disabled={!formState.isDirty && !conflict}>
          Save changes
        </Button>
      </Stack>
    </Stack>
  );
}
