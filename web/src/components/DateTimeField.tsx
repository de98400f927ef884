import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { useState } from 'react';
import { parseDayText } from '@/lib/day-text';
import { DateField } from './DateField';

export const TIME_HINT = 'Write the time as hh:mm, e.g. 17:00.';
const TIME = /^([01]?\d|2[0-3])[:.]([0-5]\d)$/;
const BARE_TIME = /^([01]?\d|2[0-3])([0-5]\d)$/;

/** "9:30" or "9.30" → "09:30", and once the box is left (`complete`) "0930" too; anything else as typed. */
export function timeText(text: string, complete = false): string {
  const m = TIME.exec(text.trim()) ?? (complete ? BARE_TIME.exec(text.trim()) : null);
  return m ? `${m[1].padStart(2, '0')}:${m[2]}` : text;
}

type Props = {
  label: string;
  /** "2026-11-27T17:00" (a datetime-local value), '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: string;
  /** The time a day typed alone takes (its time box empty). */
  defaultTime?: string;
};

/**
 * A day and a time in the product's en-GB form (dd/mm/yyyy, 24-hour hh:mm) whatever the browser's language, where
 * a native datetime-local box follows the browser (mm/dd/yyyy, 5:00 PM in a US browser). Holds a datetime-local
 * value.
 */
export function DateTimeField({ label, value, onChange, onBlur, name, inputRef, error, helperText, defaultTime = '17:00' }: Props) {
  const [day = '', time = ''] = value ? value.split('T') : [];
  const [timeLeft, setTimeLeft] = useState(false);
  const badTime = timeLeft && time !== '' && !/^\d{2}:\d{2}$/.test(time);
  const join = (nextDay: string, nextTime: string) => (nextDay === '' && nextTime === '' ? '' : `${nextDay}T${nextTime}`);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 104px', gap: 1, alignItems: 'start' }}>
      <DateField
        label={label}
        name={name}
        inputRef={inputRef}
        value={day}
        onChange={(next) => onChange(join(next, time === '' && parseDayText(next) ? defaultTime : next === '' ? '' : time))}
        onBlur={onBlur}
        error={error}
        helperText={badTime ? undefined : helperText}
      />
      <TextField
        label="Time"
        value={time}
        placeholder="hh:mm"
        onChange={(event) => {
          setTimeLeft(false);
          onChange(join(day, timeText(event.target.value)));
        }}
        onBlur={() => {
          setTimeLeft(true);
          if (timeText(time, true) !== time) onChange(join(day, timeText(time, true)));
          onBlur?.();
        }}
        error={badTime}
        helperText={badTime ? TIME_HINT : undefined}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
        }}
      />
    </Box>
  );
}
