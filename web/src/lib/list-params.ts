import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type ListState = { page: number; itemsPerPage: number; q: string; sort: string };

export const PAGE_SIZES = [10, 25, 50, 100] as const;

const positive = (value: string | null, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/**
 * A list's page, page size, search and sort live in the URL (?page=2&items_per_page=25&q=&sort=-email)
 * and map one to one onto the API's list parameters.
 */
export function useListParams(defaults: { sort: string; itemsPerPage?: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const defaultSize = defaults.itemsPerPage ?? 25;

  const state: ListState = useMemo(
    () => ({
      page: positive(searchParams.get('page'), 1),
      itemsPerPage: positive(searchParams.get('items_per_page'), defaultSize),
      q: searchParams.get('q') ?? '',
      sort: searchParams.get('sort') || defaults.sort,
    }),
    [searchParams, defaultSize, defaults.sort],
  );

  const update = useCallback(
    (changes: Partial<ListState>) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const merged = { ...state, ...changes };
          const entries: [string, string, string][] = [
            ['page', String(merged.page), '1'],
            ['items_per_page', String(merged.itemsPerPage), String(defaultSize)],
            ['q', merged.q, ''],
            ['sort', merged.sort, defaults.sort],
          ];
          for (const [key, value, fallback] of entries) {
            if (value === fallback) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams, state, defaultSize, defaults.sort],
  );

  const apiParams = useMemo(
    () => ({ page: state.page, items_per_page: state.itemsPerPage, q: state.q || undefined, sort: state.sort }),
    [state],
  );

  return { state, update, apiParams };
}

/** The next sort when a column header is clicked: ascending first, then descending. */
export function nextSort(current: string, field: string): string {
  return current === field ? `-${field}` : field;
}

export function sortDirection(current: string, field: string): 'asc' | 'desc' | false {
  if (current === field) return 'asc';
  if (current === `-${field}`) return 'desc';
  return false;
}
