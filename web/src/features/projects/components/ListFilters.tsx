import { ChecklistFilter, DayRangeFilter } from '@/components/FilterBar';
import type { ProjectListParams } from '@/lib/api/types';
import { isApiError } from '@/lib/http';
import { useProjects } from '../api/get-projects';
import { STAGE_LABELS, STAGES } from '../lib/stages';
import type { ProjectsViewState } from '../lib/use-projects-view';

type Props = {
  view: ProjectsViewState;
  onChange: (changes: Partial<ProjectsViewState>) => void;
  /** The list's call (its query is the list's own, shared): a refused date range is said on the field. */
  params: ProjectListParams;
};

const STAGE_OPTIONS = STAGES.map((value) => ({ value, label: STAGE_LABELS[value] }));

/** The list's own filters, none set. */
export const NO_LIST_FILTERS = { stages: [], startFrom: '', startTo: '' } satisfies Partial<ProjectsViewState>;

/** How many of the list's own filters are set. */
export const listFiltersSet = ({ stages, startFrom, startTo }: ProjectsViewState) =>
  [stages.length > 0, startFrom !== '', startTo !== ''].filter(Boolean).length;

/** The API refuses a reversed date range on the field (422 `start_to`): its word, to say there. */
export const dateErrorOf = (error: unknown) =>
  isApiError(error) ? error.errors.find((e) => e.field === 'start_to')?.message : undefined;

/** The list's own filters: any of the stages, and a range of start dates (in the toolbar's fold, after the customer). */
export function ListFilters({ view, onChange, params }: Props) {
  const dateError = dateErrorOf(useProjects(params).error);
  return (
    <>
      <ChecklistFilter
        label="Stage"
        all="All stages"
        options={STAGE_OPTIONS}
        value={view.stages}
        onChange={(chosen) => onChange({ stages: chosen })}
        width={{ xs: '100%', sm: 260 }}
      />
      <DayRangeFilter
        labels={['Starts from', 'Starts by']}
        from={view.startFrom}
        to={view.startTo}
        onChange={(from, to) => onChange({ startFrom: from, startTo: to })}
        error={dateError}
        width={{ xs: '100%', sm: 180 }}
      />
    </>
  );
}
