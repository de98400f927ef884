import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { DateField } from './DateField';
import { PhoneFold } from './PhoneFold';

type Width = { xs: string; sm: number };

type BarProps = {
  /** The search box: kept in sight on a phone, where the filters fold. */
  search?: ReactNode;
  /** How many filters narrow the list now (the folded button says it). */
  set: number;
  /** Clears what narrows the list; its button shows only while something does. */
  onClear?: () => void;
  children: ReactNode;
};

/**
 * A list's search and filters, one row at a desk (wrapping), one column on a phone with the filters folded behind
 * a "Filters" button (`PhoneFold`) so the list comes first; "Clear filters" stays outside the fold. The filters are
 * a group named "Filters".
 */
export function FilterBar({ search, set, onClear, children }: BarProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}>
      {search}
      <PhoneFold set={set}>
        {/* Named for a screen reader (and tests); no box of its own in the layout. */}
        <Box role="group" aria-label="Filters" sx={{ display: 'contents' }}>
          {children}
        </Box>
      </PhoneFold>
      {onClear && (
        <Button onClick={onClear} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          Clear filters
        </Button>
      )}
    </Stack>
  );
}

type ChecklistProps<T extends string> = {
  label: string;
  /** What the box says when nothing is ticked ("All statuses"). */
  all: string;
  options: readonly { value: T; label: string }[];
  value: readonly T[];
  /** The ticked values in the options' order. */
  onChange: (chosen: T[]) => void;
  width?: Width;
};

/** A filter of any of several values (statuses, stages): a select of ticked options. */
export function ChecklistFilter<T extends string>({ label, all, options, value, onChange, width = { xs: '100%', sm: 220 } }: ChecklistProps<T>) {
  const labels = new Map<string, string>(options.map((option) => [option.value, option.label]));
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      sx={{ width }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => ((selected as T[]).length === 0 ? all : (selected as T[]).map((one) => labels.get(one)).join(', ')),
        },
        inputLabel: { shrink: true },
      }}
      onChange={(event) => {
        const chosen = event.target.value as unknown as string[];
        onChange(options.map((option) => option.value).filter((one) => chosen.includes(one)));
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          <Checkbox size="small" checked={value.includes(option.value)} sx={{ p: 0, mr: 1 }} />
          <ListItemText primary={option.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}

type RangeProps = {
  labels: [from: string, to: string];
  from: string;
  to: string;
  /** The range with one end changed (the other as it was). */
  onChange: (from: string, to: string) => void;
  /** The server's word on the range, if it refused it. */
  error?: string;
  width?: Width;
};

/** A range of days (two strict date boxes); an end before the start is said under the end. */
export function DayRangeFilter({ labels, from, to, onChange, error, width = { xs: '100%', sm: 170 } }: RangeProps) {
  const reversed = from !== '' && to !== '' && to < from;
  return (
    <>
      <DateField strict size="small" label={labels[0]} value={from} fullWidth={false} sx={{ width }} onChange={(day) => onChange(day, to)} />
      <DateField
        strict
        size="small"
        label={labels[1]}
        value={to}
        fullWidth={false}
        sx={{ width }}
        onChange={(day) => onChange(from, day)}
        error={reversed || !!error}
        helperText={reversed ? 'The end of the range must not be before its start.' : error}
      />
    </>
  );
}
