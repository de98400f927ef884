import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { ROLES, type Role } from '@/lib/api/types';

export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', manager: 'Manager', staff: 'Staff' };

type Props<T extends FieldValues> = { control: Control<T>; name: Path<T> };

export function RoleField<T extends FieldValues>({ control, name }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label="Role"
          required
          {...field}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        >
          {ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {ROLE_LABELS[role]}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
