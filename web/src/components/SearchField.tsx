import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type Ref } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  delay?: number;
};

/**
 * A search box that reports its text once typing pauses. It also follows `value` when it changes from
 * elsewhere (a Clear search button, Back to an earlier search), but not when it merely catches up with
 * what the box reported, so typing on meanwhile is never overwritten.
 */
export function SearchField({ label, value, onChange, inputRef, delay = 300 }: Props) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const debounced = useDebouncedValue(text, delay);
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim() && value !== debounced.trim()) setText(value);
  }

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
      inputRef={inputRef}
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
