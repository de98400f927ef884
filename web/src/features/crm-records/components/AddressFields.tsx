import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { ADDRESS_TYPES } from '@/lib/api/types';
import { ADDRESS_TYPE_LABELS, type AddressValues } from '../api/address-form';

type Props = {
  control: Control<AddressValues>;
  register: UseFormRegister<AddressValues>;
  errors: FieldErrors<AddressValues>;
  autoFocus?: boolean;
};

/** Type, label, lines, town, county, postcode (any case; the server writes it properly), country, delivery notes. */
export function AddressFields({ control, register, errors, autoFocus = false }: Props) {
  const field = (name: Exclude<keyof AddressValues, 'address_type'>) => ({
    error: !!errors[name],
    helperText: errors[name]?.message,
    ...register(name),
  });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Controller
        control={control}
        name="address_type"
        render={({ field: select, fieldState }) => (
          <TextField
            select
            label="Type"
            required
            autoFocus={autoFocus}
            {...select}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          >
            {ADDRESS_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {ADDRESS_TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField label="Label" placeholder="e.g. the site or depot name" {...field('label')} />
      <TextField label="Address line 1" required autoComplete="address-line1" {...field('line1')} />
      <TextField label="Address line 2" autoComplete="address-line2" {...field('line2')} />
      <TextField label="Town" required autoComplete="address-level2" {...field('town')} />
      <TextField label="County" autoComplete="address-level1" {...field('county')} />
      <TextField label="Postcode" required autoComplete="postal-code" {...field('postcode')} />
      <TextField label="Country" autoComplete="country-name" {...field('country')} />
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        <TextField
          label="Delivery notes"
          multiline
          minRows={2}
          placeholder="Site access, opening hours, offloading"
          {...field('delivery_notes')}
        />
      </Box>
    </Box>
  );
}
