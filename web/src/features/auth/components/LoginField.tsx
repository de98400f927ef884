import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type Ref } from 'react';

type Props = {
  label: string;
  name: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef: Ref<HTMLInputElement>;
  error?: string;
  autoFocus?: boolean;
};

/**
 * An outlined text field as MUI's TextField draws it (label, notch, required mark, helper text), built from its
 * parts: TextField also brings Select with its menu and popover, which the login screen, the first screen most
 * visits load, has no use for.
 */
export function LoginField({ label, name, type, autoComplete, value, onChange, inputRef, error, autoFocus }: Props) {
  const id = useId();
  const helper = error ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" required error={!!error}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        label={label}
        value={value}
        onChange={onChange}
        inputRef={inputRef}
        inputProps={{ 'aria-describedby': helper }}
      />
      {error && <FormHelperText id={helper}>{error}</FormHelperText>}
    </FormControl>
  );
}
