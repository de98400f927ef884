import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';

export type PersonValues = { firstName: string; lastName: string; email: string; phone: string };

type Props<T extends PersonValues> = {
  register: UseFormRegister<T>;
  errors: FieldErrors<PersonValues>;
  autoFocus?: boolean;
};

/** First name, last name, email and phone: the profile and user dialogs share them. */
export function PersonFields<T extends PersonValues>({ register: registerField, errors, autoFocus = false }: Props<T>) {
  const register = (name: keyof PersonValues) => registerField(name as Path<T>);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        label="First name"
        autoComplete="given-name"
        autoFocus={autoFocus}
        required
        error={!!errors.firstName}
        helperText={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        required
        error={!!errors.lastName}
        helperText={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={!!errors.email}
        helperText={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        error={!!errors.phone}
        helperText={errors.phone?.message}
        {...register('phone')}
      />
    </Box>
  );
}
