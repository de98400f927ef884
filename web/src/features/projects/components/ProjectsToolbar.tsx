import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Ref } from 'react';
import { SearchField } from '@/components/SearchField';
import type { ProjectsViewState } from '../lib/use-projects-view';
import { CustomerFilter } from './CustomerFilter';

type Props = {
  view: ProjectsViewState;
  onChange: (changes: Partial<ProjectsViewState>) => void;
  searchRef?: Ref<HTMLInputElement>;
};

/** What both views share: the search (name, reference or Glenigan id) and the customer. */
export function ProjectsToolbar({ view, onChange, searchRef }: Props) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <SearchField label="Search projects" value={view.q} onChange={(q) => onChange({ q })} inputRef={searchRef} />
      <Box sx={{ minWidth: { xs: '100%', sm: 280 } }}>
        <CustomerFilter customerId={view.customerId} onChange={(customerId) => onChange({ customerId })} />
      </Box>
    </Stack>
  );
}
