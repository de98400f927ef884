import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type Ref } from 'react';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  delay?: number;
};

/**
 * A search box that reports its text once typing pauses. It also follows `value` when it changes from
 * elsewhere (a Clear search button, Back to an earlier search, a link to the screen with a search in its address),
 * dropping what typing had not yet reported; but not when `value` merely catches up with what the box reported,
 * so typing on meanwhile is never overwritten.
 */
export function SearchField({ label, value, onChange, inputRef, delay = 300 }: Props) {
  const [text, setText] = useState(value);
  // Typed and not yet reported: a timer reports it once typing pauses.
  const [typing, setTyping] = useState(false);
  // The value last seen, and what the box reported last until the value catches up with it.
  const [shown, setShown] = useState(value);
  const [sent, setSent] = useState<string | null>(null);
  if (value !== shown) {
    setShown(value);
    setSent(null);
    if (value !== sent) {
      // Changed elsewhere: the box shows it, and nothing typed before is reported over it. (Waiting for a
      // debounced copy of the text to settle let a search opened by a link come back after Clear.)
      setText(value);
      setTyping(false);
    }
  }

  // What the timer compares with and calls when it fires, as they are then.
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });

  useEffect(() => {
    if (!typing) return;
    const timer = window.setTimeout(() => {
      setTyping(false);
      const next = text.trim();
      if (next === latest.current.value) return;
      setSent(next);
      latest.current.onChange(next);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [text, typing, delay]);

  return (
    <TextField
      type="search"
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        setTyping(true);
      }}
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
