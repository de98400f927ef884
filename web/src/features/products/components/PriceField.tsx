import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { amountProblem } from '@/lib/validation';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cleanAmount } from '@/lib/money';

type Props = {
  label: string;
  /** The committed amount ("" for none). */
  value: string;
  onChange: (value: string) => void;
  /** A further check of a valid amount (against the other end of a range). */
  check?: (amount: string) => string | null;
};

/**
 * An amount typed in pounds that is reported once typing pauses, and only when it is a valid amount (or
 * blank); otherwise the field says why. Follows `value` when it changes from elsewhere (Clear filters).
 */
export function PriceField({ label, value, onChange, check }: Props) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const debounced = useDebouncedValue(text, 400);
  if (value !== shown) {
    setShown(value);
    if (value !== cleanAmount(text)) setText(value);
  }

  const cleaned = cleanAmount(debounced);
  const problem = cleaned === '' ? null : (amountProblem(cleaned, 2) ?? check?.(cleaned) ?? null);

  useEffect(() => {
    if (problem === null && cleaned !== value) onChange(cleaned);
    // Only a settled, valid change of the text is reported; `value` catching up must not echo back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cleaned, problem]);

  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      size="small"
      fullWidth={false}
      error={problem !== null}
      helperText={problem}
      sx={{ width: { xs: '100%', sm: 130 } }}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
        htmlInput: { inputMode: 'decimal' },
      }}
    />
  );
}
