import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

type Props = { label: string; value: string; onChange: (value: string) => void; delay?: number };

/** A search box that reports its text once typing pauses. */
export function SearchField({ label, value, onChange, delay = 300 }: Props) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, delay);

  useEffect(() => {
    if (debounced.trim() !== value) onChange(debounced.trim());
    // Only a settled change of the text is reported; `value` catching up must not echo back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <TextField
      type="search"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      size="small"
      fullWidth={false}
      sx={{ minWidth: { xs: '100%', sm: 320 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
