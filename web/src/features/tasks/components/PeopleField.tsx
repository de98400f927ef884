import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useStaff } from '../api/queries';

type Props = {
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  /** Names of people not in the staff list (someone who has left). */
  known?: Map<number, string>;
};

/** Several members of staff, picked by typing part of their name. */
export function PeopleField({ label, value, onChange, error, known }: Props) {
  const staff = useStaff();
  const options = (staff.data ?? []).map((person) => person.user_id);
  const names = new Map((staff.data ?? []).map((person) => [person.user_id, person.full_name]));
  const nameOf = (id: number) => names.get(id) ?? known?.get(id) ?? `User ${id}`;
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      onChange={(_, next) => onChange(next)}
      getOptionLabel={nameOf}
      loading={staff.isPending}
      filterSelectedOptions
      renderInput={(params) => <TextField {...params} label={label} error={!!error} helperText={error} />}
    />
  );
}

/** One member of staff (the owner). */
export function PersonField({ label, value, onChange, error }: { label: string; value: number | null; onChange: (id: number | null) => void; error?: string }) {
  const staff = useStaff();
  const options = (staff.data ?? []).map((person) => person.user_id);
  const names = new Map((staff.data ?? []).map((person) => [person.user_id, person.full_name]));
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, next) => onChange(next)}
      getOptionLabel={(id) => names.get(id) ?? (staff.isPending ? '' : `User ${id}`)}
      loading={staff.isPending}
      renderInput={(params) => <TextField {...params} label={label} error={!!error} helperText={error} />}
    />
  );
}
