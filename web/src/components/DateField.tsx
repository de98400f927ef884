import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { dayText, parseDayText } from '@/lib/day-text';

export const DATE_HINT = 'Write the date as dd/mm/yyyy, e.g. 27/11/2026.';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue' | 'select'> & {
  /** The day as the API holds it (yyyy-mm-dd), '' for none, or text typed that names no day. */
  value: string;
  /** Called with the ISO day once the text names one, '' when emptied, else the text as typed (refused by the API,
   * and said under the box here once it is left). */
  onChange: (value: string) => void;
  /** Only a day or '' reaches `onChange` (a filter in the address): text naming no day goes back to the value. */
  strict?: boolean;
};

/**
 * A date box in the product's en-GB form (dd/mm/yyyy) whatever the browser's language: typed (27/11/2026, 27.11.26,
 * or an ISO day pasted), or picked from the browser's calendar behind the button. Text that names no day says how
 * to write it once the box is left.
 */
export function DateField({ value, onChange: report, strict = false, onFocus, onBlur, error, helperText, slotProps, disabled, label, ...rest }: Props) {
  // What is being typed, while the box has the focus (the value shows as dd/mm/yyyy otherwise).
  const [typing, setTyping] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const onChange = (next: string) => {
    if (!strict || next === '' || parseDayText(next) === next) report(next);
  };
  const iso = parseDayText(value);
  const unreadable = typing === null && value.trim() !== '' && parseDayText(value, true) === null;
  const text = typing ?? dayText(value);
  const input = slotProps?.input && typeof slotProps.input === 'object' ? slotProps.input : {};
  const htmlInput = slotProps?.htmlInput && typeof slotProps.htmlInput === 'object' ? slotProps.htmlInput : {};
  return (
    <TextField
      {...rest}
      label={label}
      disabled={disabled}
      value={text}
      placeholder="dd/mm/yyyy"
      error={error || unreadable}
      helperText={unreadable ? DATE_HINT : helperText}
      onFocus={(event) => {
        setTyping(dayText(value));
        onFocus?.(event);
      }}
      onChange={(event) => {
        const next = event.target.value;
        setTyping(next);
        onChange(parseDayText(next) ?? next);
      }}
      onBlur={(event) => {
        if (typing !== null) {
          const day = parseDayText(typing, true);
          onChange(day ?? (typing.trim() === '' ? '' : typing.trim()));
        }
        setTyping(null);
        onBlur?.(event);
      }}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', ...htmlInput },
        input: {
          ...input,
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton
                size="small"
                edge="end"
                tabIndex={-1}
                disabled={disabled}
                aria-label="Calendar"
                onClick={() => {
                  try {
                    picker.current?.showPicker();
                  } catch {
                    // A browser without showPicker: the date is typed.
                  }
                }}
              >
                <CalendarMonthIcon fontSize="small" />
              </IconButton>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden
                value={iso ?? ''}
                onChange={(event) => onChange(event.target.value)}
                style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, border: 0, padding: 0, pointerEvents: 'none' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
