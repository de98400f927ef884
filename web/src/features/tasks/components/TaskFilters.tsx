import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { FilterBar } from '@/components/FilterBar';
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

/**
 * A search, the linked record, and whose tasks, the status, the source and overdue: all of it in the address. A
 * `FilterBar` as the other lists: on a phone the four boxes fold behind "Filters" (they came before the board).
 */
export function TaskFilters({ state, onChange, manager, linkedName }: Props) {
  const link = parseLink(state.linked);
  const whos = WHO.filter((who) => who !== 'all' || manager);
  const set = [state.status !== null, state.source !== null, state.overdue].filter(Boolean).length;
  const kept = (
    <>
      <SearchField label="Search tasks" value={state.q} onChange={(q) => onChange({ q })} />
      {link && (
        <Chip
          label={`Linked to ${linkedName ?? `${recordLabel(link.record_type)} ${link.record_id}`}`}
          onDelete={() => onChange({ linked: null })}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        />
      )}
    </>
  );
  return (
    <FilterBar
      search={kept}
      set={set}
      onClear={isFiltered(state) ? () => onChange({ overdue: false, linked: null, source: null, q: '', status: null }) : undefined}
    >
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
      <FormControlLabel
        control={<Switch checked={state.overdue} onChange={(event) => onChange({ overdue: event.target.checked })} />}
        label="Overdue only"
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
      />
    </FilterBar>
  );
}
