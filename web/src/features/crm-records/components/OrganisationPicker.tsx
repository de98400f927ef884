import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState, type Ref } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { KIND_INFO } from '../api/kinds';
import type { OrganisationOption } from '../api/organisation-option';
import { useOrganisationSearch } from '../api/search-organisations';

type Props = {
  value: OrganisationOption | null;
  onChange: (value: OrganisationOption | null) => void;
  onBlur?: () => void;
  error?: string;
  label?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/** Find an organisation of any kind by name, account number, email, phone, town or postcode. */
export function OrganisationPicker({
  value,
  onChange,
  onBlur,
  error,
  label = 'Organisation',
  autoFocus,
  disabled,
  inputRef,
}: Props) {
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), 250);
  const typing = q !== '' && q !== value?.name;
  const search = useOrganisationSearch(q, typing);
  const options = typing ? (search.data ?? []) : value ? [value] : [];

  return (
    <Autocomplete
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      options={options}
      groupBy={(option) => KIND_INFO[option.kind].label}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => `${option.kind}-${option.id}`}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      filterOptions={(all) => all}
      loading={typing && search.isFetching}
      noOptionsText={q ? `No organisation matches “${q}”.` : 'Type a name, account number, town or postcode.'}
      disabled={disabled}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required
          autoFocus={autoFocus}
          inputRef={inputRef}
          error={!!error || search.isError}
          helperText={error ?? (search.isError ? 'The search failed; try again.' : undefined)}
        />
      )}
    />
  );
}
