import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RecordPicker } from '@/components/RecordPicker';
import { organisationOptionsKey, searchOrganisationOptions, type OptionKind } from '@/lib/resources/organisation-options';
import { recordLabel } from '../lib/links';
import type { FormLink } from '../lib/task-form';

const PICKABLE: OptionKind[] = ['customer', 'supplier', 'other', 'company'];

type Props = { value: FormLink[]; onChange: (links: FormLink[]) => void; error?: string };

/** The records a task is about: each removable; a customer, supplier, other or company added by name. */
export function LinksField({ value, onChange, error }: Props) {
  const [kind, setKind] = useState<OptionKind>('customer');
  return (
    <Box role="group" aria-labelledby="task-links-label">
      <Typography id="task-links-label" variant="subtitle2" sx={{ mb: 1 }}>
        Linked records
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5 }}>
        {value.length === 0 && <Typography color="text.secondary">Not linked to any record.</Typography>}
        {value.map((link) => (
          <Chip
            key={`${link.record_type}:${link.record_id}`}
            label={`${recordLabel(link.record_type)}: ${link.label}`}
            onDelete={() => onChange(value.filter((other) => other !== link))}
          />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField select fullWidth={false} size="small" label="Link a" value={kind} onChange={(event) => setKind(event.target.value as OptionKind)} sx={{ minWidth: 180 }}>
          {PICKABLE.map((each) => (
            <MenuItem key={each} value={each}>
              {recordLabel(each)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }}>
          <RecordPicker
            key={`${kind}-${value.length}`}
            size="small"
            label={`Find a ${recordLabel(kind).toLowerCase()}`}
            value={null}
            onChange={(picked) => {
              if (!picked || value.some((link) => link.record_type === kind && link.record_id === picked.id)) return;
              onChange([...value, { record_type: kind, record_id: picked.id, label: picked.name }]);
            }}
            search={(q, signal) => searchOrganisationOptions(kind, q, signal)}
            searchKey={organisationOptionsKey(kind)}
            noun={recordLabel(kind).toLowerCase()}
            hint="Type part of its name."
          />
        </Box>
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
