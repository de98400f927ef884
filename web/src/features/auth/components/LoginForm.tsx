import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { LoginOut } from '@/lib/api/types';
import { applyFieldErrors } from '@/lib/form-errors';
import { errorMessage, isApiError } from '@/lib/http';
import { email, LIMITS, maxMessage, messages } from '@/lib/validation';
import { useLogin } from '../api/login';

const schema = z.object({
  email: email(),
  password: z.string().min(1, messages.required).max(LIMITS.passwordMax, maxMessage(LIMITS.passwordMax)),
});
type Values = z.infer<typeof schema>;

type Props = { onLoggedIn: (user: LoginOut) => void };

export function LoginForm({ onLoggedIn }: Props) {
  const mutation = useLogin();
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    mutation.mutateAsync(values).then(onLoggedIn, (error: unknown) => {
      applyFieldErrors(error, setError, ['email', 'password']);
    }),
  );

  const failure = mutation.error;
  const onFields = isApiError(failure) && failure.status === 422 && failure.errors.length > 0;

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Log in">
      {failure && !onFields && (
        <Alert severity="error" role="alert">
          {errorMessage(failure)}
        </Alert>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        required
        error={!!errors.email}
        helperText={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={!!errors.password}
        helperText={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" variant="contained" size="large" loading={mutation.isPending}>
        Log in
      </Button>
    </Stack>
  );
}
