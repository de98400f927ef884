import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { SearchField } from '@/components/SearchField';
import type { CrmViewState } from '../lib/use-crm-view';
import { TABS } from '../tabs';
import { ExportButton } from './ExportButton';

type Props = {
  view: CrmViewState;
  onChange: (changes: Partial<CrmViewState>) => void;
  searchRef: Ref<HTMLInputElement>;
  onImport: () => void;
};

/** Search, the archived switch, and the tab's actions: export, import, new. */
export function CrmToolbar({ view, onChange, searchRef, onImport }: Props) {
  const { nouns, noun, newPath, importable } = TABS[view.tab];
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', flexWrap: 'wrap' }}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchField
          label={`Search ${nouns}`}
          value={view.q}
          onChange={(q) => onChange({ q })}
          inputRef={searchRef}
        />
        <FormControlLabel
          label="Archived"
          control={<Switch checked={view.archived} onChange={(_, archived) => onChange({ archived })} />}
        />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ExportButton
          tab={view.tab}
          params={{ q: view.q || undefined, sort: view.sort, archived: view.archived || undefined }}
        />
        {importable && (
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={onImport}>
            Import CSV
          </Button>
        )}
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={newPath}>
          New {noun}
        </Button>
      </Stack>
    </Stack>
  );
}
