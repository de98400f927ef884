import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isoDay, parseDay } from '@/lib/format';
import { CALL_OFF_STATUSES, isStatus, type CallOffStatusName } from './status';

export const BOARD_VIEWS = ['week', 'month', 'list'] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];

export type BoardState = {
  view: BoardView;
  /** A day of the week or month shown (YYYY-MM-DD). */
  date: string;
  worksId: number | null;
  haulierId: number | null;
  customerId: number | null;
  /** The site: the project the orders are for. */
  projectId: number | null;
  statuses: CallOffStatusName[];
  /** The list view's page. */
  page: number;
};

const positive = (value: string | null): number | null => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 && String(n) === value ? n : null;
};

export const NO_FILTERS = { worksId: null, haulierId: null, customerId: null, projectId: null, statuses: [] } satisfies Partial<BoardState>;

export function isFiltered(state: BoardState): boolean {
  return state.worksId !== null || state.haulierId !== null || state.customerId !== null || state.projectId !== null || state.statuses.length > 0;
}

/** How many filters narrow the board or the list. */
export function filtersSet(state: BoardState): number {
  return [state.worksId, state.haulierId, state.customerId, state.projectId].filter((id) => id !== null).length + (state.statuses.length > 0 ? 1 : 0);
}

/** The board read from an address; anything invalid falls back to this week, unfiltered. */
export function readBoard(searchParams: URLSearchParams, today: string = isoDay()): BoardState {
  const view = searchParams.get('view');
  const date = searchParams.get('date');
  const chosen = searchParams.getAll('status').filter(isStatus);
  return {
    view: (BOARD_VIEWS as readonly string[]).includes(view ?? '') ? (view as BoardView) : 'week',
    date: parseDay(date) ? (date as string) : today,
    worksId: positive(searchParams.get('works_id')),
    haulierId: positive(searchParams.get('haulier_id')),
    customerId: positive(searchParams.get('customer_id')),
    projectId: positive(searchParams.get('project_id')),
    statuses: CALL_OFF_STATUSES.filter((status) => chosen.includes(status)),
    page: positive(searchParams.get('page')) ?? 1,
  };
}

/** The board as an address: only what differs from the defaults. */
export function boardSearch(state: BoardState, today: string = isoDay()): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view !== 'week') params.set('view', state.view);
  if (state.date !== today) params.set('date', state.date);
  if (state.worksId !== null) params.set('works_id', String(state.worksId));
  if (state.haulierId !== null) params.set('haulier_id', String(state.haulierId));
  if (state.customerId !== null) params.set('customer_id', String(state.customerId));
  if (state.projectId !== null) params.set('project_id', String(state.projectId));
  for (const status of state.statuses) params.append('status', status);
  if (state.page !== 1) params.set('page', String(state.page));
  return params;
}

/** The Call-offs screen's view and filters, all in the address (?view=month&date=2026-12-01&works_id=4&status=booked). */
export function useBoardView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readBoard(searchParams), [searchParams]);
  const update = useCallback(
    (changes: Partial<BoardState>) => {
      const next = { ...state, ...changes };
      if (changes.page === undefined) next.page = 1;
      setSearchParams(boardSearch(next), { replace: true });
    },
    [state, setSearchParams],
  );
  return { state, update };
}
