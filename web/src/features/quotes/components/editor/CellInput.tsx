import FormHelperText from '@mui/material/FormHelperText';
import { memo, useId, type KeyboardEvent } from 'react';
import './line-grid.css';

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

/**
 * A light input for a grid cell: no floating label (the column says it), the cell's message under it. A plain
 * input styled by class (line-grid.css): typing re-renders one element, not an MUI input's five.
 */
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
      <input
        className="bm-cell"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        readOnly={readOnly}
        placeholder={placeholder}
        onKeyDown={onKeyDown}
        aria-label={label}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        inputMode={inputMode}
        data-cell={cell}
        style={{ textAlign: align, width: width ?? '100%', minWidth: width }}
      />
      {error && (
        <FormHelperText id={`${id}-error`} error sx={{ mx: 0, maxWidth: 220 }}>
          {error}
        </FormHelperText>
      )}
    </>
  );
});
