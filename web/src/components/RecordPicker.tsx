import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode, type Ref } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export type PickerOption = { id: number; name: string };

type Props<T extends PickerOption> = {
  value: T | null;
  onChange: (value: T | null) => void;
  /** The records whose text matches `q` (the first few: the picker shows them as they come). */
  search: (q: string, signal: AbortSignal) => Promise<T[]>;
  /** The search's query key, without the text (which is added to it). */
  searchKey: QueryKey;
  label: string;
  /** "organisation", "supplier": in "No supplier matches …". */
  noun: string;
  /** What to type, shown before anything is typed. */
  hint: string;
  getKey?: (option: T) => string;
  groupBy?: (option: T) => string;
  /** An option's line in the list, when its name alone does not say enough. */
  renderOption?: (option: T) => ReactNode;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  inputRef?: Ref<HTMLInputElement>;
};

/** Choose one record by typing part of it: the matches load once typing pauses. */
export function RecordPicker<T extends PickerOption>({
  value,
  onChange,
  search,
  searchKey,
  label,
  noun,
  hint,
  getKey = (option) => String(option.id),
  groupBy,
  renderOption,
  onBlur,
  error,
  required = false,
  autoFocus,
  disabled,
  size,
  inputRef,
}: Props<T>) {
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), 250);
  const typing = q !== '' && q !== value?.name;
  const matches = useQuery({
    queryKey: [...searchKey, q],
    queryFn: ({ signal }) => search(q, signal),
    enabled: typing,
    staleTime: 30_000,
  });
  const options = typing ? (matches.data ?? []) : value ? [value] : [];

  return (
    <Autocomplete
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      options={options}
      groupBy={groupBy}
      renderOption={
        renderOption &&
        ((props, option) => {
          const { key, ...rest } = props;
          return (
            <li key={key} {...rest}>
              {renderOption(option)}
            </li>
          );
        })
      }
      getOptionLabel={(option) => option.name}
      getOptionKey={getKey}
      isOptionEqualToValue={(option, selected) => getKey(option) === getKey(selected)}
      filterOptions={(all) => all}
      loading={typing && matches.isFetching}
      noOptionsText={q ? `No ${noun} matches “${q}”.` : hint}
      disabled={disabled}
      onBlur={onBlur}
      size={size}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          autoFocus={autoFocus}
          inputRef={inputRef}
          error={!!error || matches.isError}
          helperText={error ?? (matches.isError ? 'The search failed; try again.' : undefined)}
        />
      )}
    />
  );
}
