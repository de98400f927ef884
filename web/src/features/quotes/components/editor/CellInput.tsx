import FormHelperText from '@mui/material/FormHelperText';
import InputBase from '@mui/material/InputBase';
import { memo, useId, type KeyboardEvent } from 'react';

type Props = {
  /** The accessible name, e.g. "Quantity, line 3". */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Where the grid finds the cell to focus (`l-7.quantity`). */
  cell: string;
  error?: string;
  readOnly?: boolean;
  align?: 'left' | 'right';
  width?: number;
  placeholder?: string;
  inputMode?: 'decimal' | 'numeric' | 'text';
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
};

/** A light input for a grid cell: no floating label (the column says it), the cell's message under it. */
export const CellInput = memo(function CellInput({
  label,
  value,
  onChange,
  cell,
  error,
  readOnly = false,
  align = 'left',
  width,
  placeholder,
  inputMode = 'text',
  onKeyDown,
}: Props) {
  const id = useId();
  return (
    <>
      <InputBase
        value={value}
        onChange={(event) => onChange(event.target.value)}
        readOnly={readOnly}
        placeholder={placeholder}
        onKeyDown={onKeyDown}
        error={!!error}
        slotProps={{
          input: {
            'aria-label': label,
            'aria-invalid': !!error || undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
            inputMode,
            ...{ 'data-cell': cell },
            style: { textAlign: align },
          },
        }}
        sx={{
          width: width ?? '100%',
          minWidth: width,
          px: 0.75,
          borderRadius: 1,
          border: 1,
          borderColor: error ? 'error.main' : readOnly ? 'transparent' : 'divider',
          bgcolor: readOnly ? 'transparent' : 'background.paper',
          fontSize: '0.875rem',
          '&.Mui-focused': { borderColor: error ? 'error.main' : 'primary.main' },
        }}
      />
      {error && (
        <FormHelperText id={`${id}-error`} error sx={{ mx: 0, maxWidth: 220 }}>
          {error}
        </FormHelperText>
      )}
    </>
  );
});
