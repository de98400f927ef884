import Box from '@mui/material/Box';
import type { Ref } from 'react';
import { FilterBar } from '@/components/FilterBar';
import { SearchField } from '@/components/SearchField';
import type { ProjectListParams } from '@/lib/api/types';
import type { ProjectsViewState } from '../lib/use-projects-view';
import { CustomerFilter } from './CustomerFilter';
import { ListFilters, listFiltersSet, NO_LIST_FILTERS } from './ListFilters';

type Props = {
  view: ProjectsViewState;
  onChange: (changes: Partial<ProjectsViewState>) => void;
  /** The list's call, for its own filters (the list view only). */
  listParams: ProjectListParams;
  searchRef?: Ref<HTMLInputElement>;
};

/**
 * The search (name, reference or Glenigan id) and the customer, which both views share, and the list's own stage
 * and date filters: one `FilterBar`, so on a phone the customer folds with the rest behind "Filters".
 */
export function ProjectsToolbar({ view, onChange, listParams, searchRef }: Props) {
  const list = view.view === 'list';
  const set = (view.customerId === null ? 0 : 1) + (list ? listFiltersSet(view) : 0);
  return (
    <FilterBar
      search={<SearchField label="Search projects" value={view.q} onChange={(q) => onChange({ q })} inputRef={searchRef} />}
      set={set}
      onClear={set > 0 ? () => onChange({ customerId: null, ...(list ? NO_LIST_FILTERS : {}) }) : undefined}
    >
      <Box sx={{ width: { xs: '100%', sm: 280 } }}>
        <CustomerFilter customerId={view.customerId} onChange={(customerId) => onChange({ customerId })} />
      </Box>
      {list && <ListFilters view={view} onChange={onChange} params={listParams} />}
    </FilterBar>
  );
}
