import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { BoardParams, ProjectListParams, Stage } from '@/lib/api/types';
import { PAGE_SIZES } from '@/lib/list-params';
import { isStage, STAGES } from './stages';

export const PROJECT_VIEWS = ['board', 'list'] as const;
export type ProjectView = (typeof PROJECT_VIEWS)[number];

export const PROJECT_SORTS = [
  'name',
  'reference',
  'stage',
  'estimated_value',
  'number_of_plots',
  'start_date',
  'end_date',
  'updated_at',
] as const;
export const DEFAULT_SORT = '-updated_at';
const DEFAULT_PAGE_SIZE = 25;

export type ProjectsViewState = {
  view: ProjectView;
  /** Shared by both views. */
  q: string;
  customerId: number | null;
  /** The list's own filters, page and sort. */
  stages: Stage[];
  startFrom: string;
  startTo: string;
  page: number;
  itemsPerPage: number;
  sort: string;
};

const positive = (value: string | null): number | null => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 && String(n) === value ? n : null;
};
const day = (value: string | null): string => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
const validSort = (value: string | null): string =>
  value && (PROJECT_SORTS as readonly string[]).includes(value.replace(/^-/, '')) ? value : DEFAULT_SORT;

/**
 * The project planning screen's view, all of it in the URL (?view=list&q=&customer_id=&stage=lead&stage=won
 * &start_from=&start_to=&page=&items_per_page=&sort=), so a reload, a shared link or Back shows the same
 * projects. Any change but the page's own goes back to page 1.
 */
export function useProjectsView() {
  const [searchParams, setSearchParams] = useSearchParams();

  const state: ProjectsViewState = useMemo(() => {
    const size = positive(searchParams.get('items_per_page'));
    const stages = searchParams.getAll('stage').filter(isStage);
    return {
      view: searchParams.get('view') === 'list' ? 'list' : 'board',
      q: searchParams.get('q') ?? '',
      customerId: positive(searchParams.get('customer_id')),
      // In board order, once each, whatever the address says.
      stages: STAGES.filter((stage) => stages.includes(stage)),
      startFrom: day(searchParams.get('start_from')),
      startTo: day(searchParams.get('start_to')),
      page: positive(searchParams.get('page')) ?? 1,
      itemsPerPage: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
      sort: validSort(searchParams.get('sort')),
    };
  }, [searchParams]);

  const update = useCallback(
    (changes: Partial<ProjectsViewState>) => {
      const next = { ...state, ...changes };
      const keys = Object.keys(changes) as (keyof ProjectsViewState)[];
      if (changes.page === undefined && keys.some((key) => changes[key] !== state[key])) next.page = 1;
      const params = new URLSearchParams();
      if (next.view !== 'board') params.set('view', next.view);
      if (next.q) params.set('q', next.q);
      if (next.customerId !== null) params.set('customer_id', String(next.customerId));
      for (const stage of next.stages) params.append('stage', stage);
      if (next.startFrom) params.set('start_from', next.startFrom);
      if (next.startTo) params.set('start_to', next.startTo);
      if (next.page !== 1) params.set('page', String(next.page));
      if (next.itemsPerPage !== DEFAULT_PAGE_SIZE) params.set('items_per_page', String(next.itemsPerPage));
      if (next.sort !== DEFAULT_SORT) params.set('sort', next.sort);
      setSearchParams(params, { replace: true });
    },
    [state, setSearchParams],
  );

  const listParams: ProjectListParams = useMemo(
    () => ({
      page: state.page,
      items_per_page: state.itemsPerPage,
      q: state.q || undefined,
      sort: state.sort,
      stage: state.stages.length > 0 ? state.stages : undefined,
      customer_id: state.customerId ?? undefined,
      start_from: state.startFrom || undefined,
      start_to: state.startTo || undefined,
    }),
    [state],
  );

  const boardParams: BoardParams = useMemo(
    () => ({ q: state.q || undefined, customer_id: state.customerId ?? undefined }),
    [state.q, state.customerId],
  );

  return { state, update, listParams, boardParams };
}
