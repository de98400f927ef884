import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useInternalContacts } from '@/lib/internal-contacts';

type Props = {
  value: number | null;
  onChange: (userId: number | null) => void;
  disabled?: boolean;
  error?: string;
  /** The current manager's name, shown while the staff list loads. */
  currentName?: string | null;
};

const NONE = '';

/** A member of staff from `GET /contacts/internal`, or nobody. */
export function AccountManagerField({ value, onChange, disabled = false, error, currentName }: Props) {
  const staff = useInternalContacts();
  const options = staff.data ?? [];
  const known = value === null || options.some((person) => person.user_id === value);
  return (
    <TextField
      select
      label="Account manager"
      value={value === null ? NONE : String(value)}
      onChange={(event) => onChange(event.target.value === NONE ? null : Number(event.target.value))}
      disabled={disabled || staff.isPending}
      error={!!error || staff.isError}
      helperText={error ?? (staff.isError ? 'The list of staff could not be loaded.' : undefined)}
    >
      <MenuItem value={NONE}>
        <em>No account manager</em>
      </MenuItem>
      {!known && value !== null && <MenuItem value={String(value)}>{currentName ?? 'Current manager'}</MenuItem>}
      {options.map((person) => (
        <MenuItem key={person.user_id} value={String(person.user_id)}>
          {person.full_name}
        </MenuItem>
      ))}
    </TextField>
  );
}
