import TextField from '@mui/material/TextField';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { LIMITS, type NewPasswordValues } from '@/lib/validation';

type Props = {
  register: UseFormRegister<NewPasswordValues>;
  errors: FieldErrors<NewPasswordValues>;
  autoFocus?: boolean;
};

/** New password + confirmation, shared by the password reset and profile screens. */
export function NewPasswordFields({ register, errors, autoFocus = false }: Props) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        required
        error={!!errors.newPassword}
        helperText={errors.newPassword?.message ?? `At least ${LIMITS.passwordMin} characters.`}
        {...register('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        error={!!errors.confirmPassword}
        helperText={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}
