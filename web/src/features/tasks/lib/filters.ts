import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListQuery, Scope, TaskLinkIn } from '../api/types';
import { isRecordType } from './links';

/** Whose tasks: mine (owned, assigned or watched), one of those roles, or everyone's (managers). */
export const WHO = ['mine', 'owned', 'assigned', 'involved', 'all'] as const;
export type Who = (typeof WHO)[number];
export const WHO_LABELS: Record<Who, string> = {
  mine: 'Mine',
  owned: 'I own',
  assigned: 'Assigned to me',
  involved: 'I watch',
  all: 'Everyone’s',
};
export const SOURCES = ['manual', 'rule'] as const;
export type Source = (typeof SOURCES)[number];
export const SOURCE_LABELS: Record<Source, string> = { manual: 'Made by hand', rule: 'Raised by a rule' };
/** The board shows every status by default, the list open tasks: `null` leaves it to each. */
export const STATUSES = ['open', 'done', 'cancelled', 'any'] as const;
export type StatusFilter = (typeof STATUSES)[number];
export const STATUS_LABELS: Record<StatusFilter, string> = { open: 'Open', done: 'Done', cancelled: 'Cancelled', any: 'Any status' };
export const SORTS = ['rank', 'due', 'priority', 'created'] as const;
export type View = 'board' | 'list';

export type TaskpadState = {
  view: View;
  who: Who;
  overdue: boolean;
  /** A linked record, "customer:12". */
  linked: string | null;
  source: Source | null;
  status: StatusFilter | null;
  q: string;
  /** The list view's sort (rank, due, priority, created), page and page size. */
  sort: string;
  page: number;
  itemsPerPage: number;
};

const DEFAULTS: TaskpadState = {
  view: 'board',
  who: 'mine',
  overdue: false,
  linked: null,
  source: null,
  status: null,
  q: '',
  sort: 'due',
  page: 1,
  itemsPerPage: 25,
};

const LINK = /^([a-z_]+):(\d+)$/;

/** "customer:12" → ["customer", 12]; anything else null. */
export function parseLink(value: string | null | undefined): TaskLinkIn | null {
  const match = LINK.exec(value ?? '');
  if (!match || !isRecordType(match[1])) return null;
  const id = Number(match[2]);
  return id > 0 && Number.isSafeInteger(id) ? { record_type: match[1], record_id: id } : null;
}

const positive = (value: string | null, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

export function readTaskpad(params: URLSearchParams): TaskpadState {
  const source = params.get('source');
  const sort = params.get('sort') ?? '';
  return {
    view: params.get('view') === 'list' ? 'list' : 'board',
    who: oneOf(WHO, params.get('who'), DEFAULTS.who),
    overdue: params.get('overdue') === '1' || params.get('overdue') === 'true',
    linked: parseLink(params.get('linked')) ? params.get('linked') : null,
    source: SOURCES.includes(source as Source) ? (source as Source) : null,
    status: STATUSES.includes(params.get('status') as StatusFilter) ? (params.get('status') as StatusFilter) : null,
    q: params.get('q') ?? '',
    sort: (SORTS as readonly string[]).includes(sort) ? sort : DEFAULTS.sort,
    page: positive(params.get('page'), 1),
    itemsPerPage: positive(params.get('items_per_page'), DEFAULTS.itemsPerPage),
  };
}

/** Only what differs from the defaults goes in the address. */
export function taskpadSearch(state: TaskpadState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view !== 'board') params.set('view', state.view);
  if (state.who !== DEFAULTS.who) params.set('who', state.who);
  if (state.overdue) params.set('overdue', '1');
  if (state.linked) params.set('linked', state.linked);
  if (state.source) params.set('source', state.source);
  if (state.status) params.set('status', state.status);
  if (state.q) params.set('q', state.q);
  if (state.sort !== DEFAULTS.sort) params.set('sort', state.sort);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.itemsPerPage !== DEFAULTS.itemsPerPage) params.set('items_per_page', String(state.itemsPerPage));
  return params;
}

export function isFiltered(state: TaskpadState): boolean {
  return state.overdue || state.linked !== null || state.source !== null || state.q !== '' || state.status !== null;
}

/** The API's scope for "whose tasks" (`mine`: owned, assigned or watched; `all`: every task, for managers). */
export function scopeOf(who: Who): Scope {
  return who;
}

/** The filters as the API's query (the board's and the list's). */
export function filterQuery(state: TaskpadState): ListQuery {
  const link = parseLink(state.linked);
  return {
    q: state.q || undefined,
    status: state.status ?? undefined,
    overdue: state.overdue || undefined,
    linked_type: link?.record_type,
    linked_id: link?.record_id,
    source: state.source ?? undefined,
  };
}

/** The task pad's view and filters, all in the address (?who=assigned&overdue=1&linked=customer:12). */
export function useTaskpadState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readTaskpad(searchParams), [searchParams]);
  const update = useCallback(
    (changes: Partial<TaskpadState>) => {
      const next = { ...state, ...changes };
      if (changes.page === undefined) next.page = 1;
      setSearchParams(taskpadSearch(next), { replace: true });
    },
    [state, setSearchParams],
  );
  return { state, update };
}
