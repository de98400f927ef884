import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { SearchField } from '@/components/SearchField';
import { isFiltered, parseLink, SOURCE_LABELS, SOURCES, STATUS_LABELS, STATUSES, WHO, WHO_LABELS, type Source, type StatusFilter, type TaskpadState, type Who } from '../lib/filters';
import { recordLabel } from '../lib/links';

type Props = {
  state: TaskpadState;
  onChange: (changes: Partial<TaskpadState>) => void;
  /** Managers may see everyone's tasks. */
  manager: boolean;
  /** The linked record's name when the board knows it. */
  linkedName?: string;
};

// The theme's text fields are full width: these sit side by side. Their empty choice ("Any status") is shown.
const SHOW_EMPTY = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** Whose tasks, overdue, the linked record, the source, the status and a search: all of it in the address. */
export function TaskFilters({ state, onChange, manager, linkedName }: Props) {
  const link = parseLink(state.linked);
  const whos = WHO.filter((who) => who !== 'all' || manager);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
      <TextField select fullWidth={false} size="small" label="Whose tasks" value={state.who} onChange={(event) => onChange({ who: event.target.value as Who })} sx={{ minWidth: 170 }}>
        {whos.map((who) => (
          <MenuItem key={who} value={who}>
            {WHO_LABELS[who]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth={false}
        size="small"
        label="Status"
        value={state.status ?? ''}
        onChange={(event) => onChange({ status: (event.target.value || null) as StatusFilter | null })}
        slotProps={SHOW_EMPTY}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">{state.view === 'list' ? 'Open' : 'Any status'}</MenuItem>
        {STATUSES.filter((status) => status !== (state.view === 'list' ? 'open' : 'any')).map((status) => (
          <MenuItem key={status} value={status}>
            {STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth={false}
        size="small"
        label="Source"
        value={state.source ?? ''}
        onChange={(event) => onChange({ source: (event.target.value || null) as Source | null })}
        slotProps={SHOW_EMPTY}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">Any source</MenuItem>
        {SOURCES.map((source) => (
          <MenuItem key={source} value={source}>
            {SOURCE_LABELS[source]}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel control={<Switch checked={state.overdue} onChange={(event) => onChange({ overdue: event.target.checked })} />} label="Overdue only" />
      <SearchField label="Search tasks" value={state.q} onChange={(q) => onChange({ q })} />
      {link && (
        <Chip
          label={`Linked to ${linkedName ?? `${recordLabel(link.record_type)} ${link.record_id}`}`}
          onDelete={() => onChange({ linked: null })}
        />
      )}
      {isFiltered(state) && (
        <Button onClick={() => onChange({ overdue: false, linked: null, source: null, q: '', status: null })}>Clear filters</Button>
      )}
    </Stack>
  );
}
