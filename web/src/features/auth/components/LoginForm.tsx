import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { LoginOut } from '@/lib/api/types';
import { errorMessage, isApiError } from '@/lib/http';
import { emailProblem, LIMITS, maxMessage, messages } from '@/lib/validation-rules';
import { preloadLoginCall, useLogin } from '../api/login';
import { LoginField } from './LoginField';

// Shown only when a login fails: loaded then, not with the first screen.
const Alert = lazy(() => import('@mui/material/Alert'));

type Field = 'email' | 'password';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

/** The two fields' messages, as the other forms word them (lib/validation.ts); checked without zod (first screen). */
function check({ email, password }: Values): Errors {
  const errors: Errors = {};
  const emailError = emailProblem(email);
  if (emailError) errors.email = emailError;
  if (!password) errors.password = messages.required;
  else if (password.length > LIMITS.passwordMax) errors.password = maxMessage(LIMITS.passwordMax);
  return errors;
}

type Props = { onLoggedIn: (user: LoginOut) => void };

/**
 * Email and password. Checked on submit, then again as the user types; the server's field messages land on
 * their fields, anything else shows above the form. Plain React state: the login screen is the first screen
 * most visits load, so it does without the form and schema libraries the other forms use.
 */
export function LoginForm({ onLoggedIn }: Props) {
  const mutation = useLogin();
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const focus = (field: Field) => (field === 'email' ? emailInput : passwordInput).current?.focus();
  useEffect(preloadLoginCall, []);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // After a submit, the field's message follows what is typed (as the other forms do).
    if (submitted) setErrors((current) => ({ ...current, [field]: check(next)[field] }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = check(values);
    setErrors(found);
    const first = (['email', 'password'] as const).find((field) => found[field]);
    if (first) {
      focus(first);
      return;
    }
    mutation.mutateAsync({ email: values.email.trim(), password: values.password }).then(onLoggedIn, (error: unknown) => {
      if (!isApiError(error) || (error.status !== 422 && error.status !== 409) || !error.errors.length) return;
      const placed: Errors = {};
      for (const { field, message } of error.errors) {
        if (field === 'email' || field === 'password') placed[field] ??= message;
      }
      setErrors(placed);
      const firstPlaced = (['email', 'password'] as const).find((field) => placed[field]);
      if (firstPlaced) focus(firstPlaced);
    });
  };

  const failure = mutation.error;
  const onFields = isApiError(failure) && failure.status === 422 && failure.errors.length > 0;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Log in"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      {failure && !onFields && (
        <Suspense fallback={null}>
          <Alert severity="error" role="alert">
            {errorMessage(failure)}
          </Alert>
        </Suspense>
      )}
      <LoginField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        autoFocus
        value={values.email}
        onChange={change('email')}
        inputRef={emailInput}
        error={errors.email}
      />
      <LoginField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={change('password')}
        inputRef={passwordInput}
        error={errors.password}
      />
      <Button type="submit" variant="contained" size="large" loading={mutation.isPending}>
        Log in
      </Button>
    </Box>
  );
}
