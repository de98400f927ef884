import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { ContactValues } from '../api/contact-form';
import { OrganisationPicker } from './OrganisationPicker';

type Props = {
  control: Control<ContactValues>;
  register: UseFormRegister<ContactValues>;
  errors: FieldErrors<ContactValues>;
  /** Focus the first name instead of the organisation (when it is already chosen). */
  focus?: 'organisation' | 'first_name';
};

/** The organisation, then first and last name, job title, email, phone and mobile. */
export function ContactFields({ control, register, errors, focus }: Props) {
  const field = (name: Exclude<keyof ContactValues, 'related_id'>) => ({
    error: !!errors[name],
    helperText: errors[name]?.message,
    ...register(name),
  });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        <Controller
          control={control}
          name="related_id"
          render={({ field: picker, fieldState }) => (
            <OrganisationPicker
              value={picker.value}
              onChange={picker.onChange}
              onBlur={picker.onBlur}
              inputRef={picker.ref}
              error={fieldState.error?.message}
              autoFocus={focus === 'organisation'}
            />
          )}
        />
      </Box>
      <TextField label="First name" required autoComplete="off" autoFocus={focus === 'first_name'} {...field('first_name')} />
      <TextField label="Last name" autoComplete="off" {...field('last_name')} />
      <TextField label="Job title" {...field('job_title')} />
      <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
      <TextField label="Phone" type="tel" autoComplete="off" {...field('phone')} />
      <TextField label="Mobile" type="tel" autoComplete="off" {...field('mobile')} />
    </Box>
  );
}
