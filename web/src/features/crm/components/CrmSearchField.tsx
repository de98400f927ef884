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
 * The CRM search box: reports its text once typing pauses, and follows a search changed elsewhere (the empty
 * state's Clear search, Back to an earlier search), which the shared SearchField does not.
 */
export function CrmSearchField({ label, value, onChange, inputRef, delay = 300 }: Props) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
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
