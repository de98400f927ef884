import { ChecklistFilter, DayRangeFilter, FilterBar } from '@/components/FilterBar';
import { STAGE_LABELS, STAGES } from '../lib/stages';
import type { ProjectsViewState } from '../lib/use-projects-view';

type Props = {
  view: ProjectsViewState;
  onChange: (changes: Partial<ProjectsViewState>) => void;
  /** The server's word on the date range (a 422 on `start_to`), if it refused it. */
  dateError?: string;
};

const STAGE_OPTIONS = STAGES.map((value) => ({ value, label: STAGE_LABELS[value] }));

/** The list's own filters: any of the stages, and a range of start dates (folded on a phone; the search is the toolbar's). */
export function ListFilters({ view, onChange, dateError }: Props) {
  const { stages, startFrom, startTo } = view;
  const set = [stages.length > 0, startFrom !== '', startTo !== ''].filter(Boolean).length;
  return (
    <FilterBar set={set} onClear={set > 0 ? () => onChange({ stages: [], startFrom: '', startTo: '' }) : undefined}>
      <ChecklistFilter label="Stage" all="All stages" options={STAGE_OPTIONS} value={stages} onChange={(chosen) => onChange({ stages: chosen })} width={{ xs: '100%', sm: 260 }} />
      <DayRangeFilter
        labels={['Starts from', 'Starts by']}
        from={startFrom}
        to={startTo}
        onChange={(from, to) => onChange({ startFrom: from, startTo: to })}
        error={dateError}
        width={{ xs: '100%', sm: 180 }}
      />
    </FilterBar>
  );
}
