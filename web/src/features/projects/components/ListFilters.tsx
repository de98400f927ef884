import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Stage } from '@/lib/api/types';
import { STAGE_LABELS, STAGES } from '../lib/stages';
import type { ProjectsViewState } from '../lib/use-projects-view';
import { DateField } from '@/components/DateField';

type Props = {
  view: ProjectsViewState;
  onChange: (changes: Partial<ProjectsViewState>) => void;
  /** The server's word on the date range (a 422 on `start_to`), if it refused it. */
  dateError?: string;
};

/** The list's own filters: any of the stages, and a range of start dates. */
export function ListFilters({ view, onChange, dateError }: Props) {
  const { stages, startFrom, startTo } = view;
  const reversed = startFrom !== '' && startTo !== '' && startTo < startFrom;
  const filtering = stages.length > 0 || startFrom !== '' || startTo !== '';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}>
      <TextField
        select
        size="small"
        label="Stage"
        value={stages}
        fullWidth={false}
        sx={{ width: { xs: '100%', sm: 260 } }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) =>
              (selected as Stage[]).length === 0 ? 'All stages' : (selected as Stage[]).map((stage) => STAGE_LABELS[stage]).join(', '),
            displayEmpty: true,
          },
          inputLabel: { shrink: true },
        }}
        onChange={(event) => {
          const chosen = event.target.value as unknown as Stage[];
          onChange({ stages: STAGES.filter((stage) => chosen.includes(stage)) });
        }}
      >
        {STAGES.map((stage) => (
          <MenuItem key={stage} value={stage}>
            <Checkbox size="small" checked={stages.includes(stage)} sx={{ p: 0, mr: 1 }} />
            <ListItemText primary={STAGE_LABELS[stage]} />
          </MenuItem>
        ))}
      </TextField>
      <DateField
        strict
        size="small"
        label="Starts from"
        value={startFrom}
        fullWidth={false}
        sx={{ width: { xs: '100%', sm: 180 } }}
        onChange={(day) => onChange({ startFrom: day })}
      />
      <DateField
        strict
        size="small"
        label="Starts by"
        value={startTo}
        fullWidth={false}
        sx={{ width: { xs: '100%', sm: 180 } }}
        onChange={(day) => onChange({ startTo: day })}
        error={reversed || !!dateError}
        helperText={reversed ? 'The end of the range must not be before its start.' : dateError}
      />
      {filtering && (
        <Button onClick={() => onChange({ stages: [], startFrom: '', startTo: '' })} sx={{ alignSelf: 'center' }}>
          Clear filters
        </Button>
      )}
    </Stack>
  );
}
