import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { OrganisationValues } from '../api/organisation-form';

type Props = {
  register: UseFormRegister<OrganisationValues>;
  errors: FieldErrors<OrganisationValues>;
  autoFocus?: boolean;
};

/** Name, account number, category, email, phone, website, VAT number and description. */
export function OrganisationFields({ register, errors, autoFocus = false }: Props) {
  const field = (name: keyof OrganisationValues) => ({
    error: !!errors[name],
    helperText: errors[name]?.message,
    ...register(name),
  });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField label="Name" required autoFocus={autoFocus} autoComplete="organization" {...field('name')} />
      <TextField label="Account number" {...field('account_number')} />
      <TextField label="Category" placeholder="e.g. Housebuilder, Brick manufacturer" {...field('category')} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
      <TextField label="Website" type="url" placeholder="https://" autoComplete="url" {...field('website')} />
      <TextField label="VAT number" {...field('vat_number')} />
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        <TextField label="Description" multiline minRows={3} {...field('description')} />
      </Box>
    </Box>
  );
}
