import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { OrganisationListParams } from '@/lib/api/types';
import { PAGE_SIZES } from '@/lib/list-params';
import { CRM_DEFAULTS, setCrmView, useSession } from '@/lib/session';
import { isCrmTab, TABS, validSort, type CrmTab } from '../tabs';

export type CrmViewState = {
  tab: CrmTab;
  page: number;
  itemsPerPage: number;
  q: string;
  sort: string;
  archived: boolean;
};

const RESETS_PAGE = ['tab', 'itemsPerPage', 'q', 'sort', 'archived'] as const;

const positive = (value: string | null | undefined): number | null => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : null;
};
const pageSize = (n: number | null): number =>
  n !== null && (PAGE_SIZES as readonly number[]).includes(n) ? n : CRM_DEFAULTS.itemsPerPage;

/**
 * The CRM screen's view state. Tab, page and items per page are the spec's persisted session state: they
 * follow whatever the screen shows, so leaving and coming back (or a reload) lands on the same list. The URL
 * holds the whole view once the person changes anything (?tab=contacts&page=2&q=brick&sort=-town&archived=true),
 * so a reload or Back from a record keeps the search too; a bare /crm opens from the session.
 */
export function useCrmView() {
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();

  const state: CrmViewState = useMemo(() => {
    const fromUrl = isCrmTab(searchParams.get('tab'));
    const tab: CrmTab = fromUrl
      ? (searchParams.get('tab') as CrmTab)
      : isCrmTab(session.tab)
        ? session.tab
        : CRM_DEFAULTS.tab;
    return {
      tab,
      page: (fromUrl ? positive(searchParams.get('page')) : session.page) ?? 1,
      itemsPerPage: pageSize(fromUrl ? positive(searchParams.get('items_per_page')) : session.itemsPerPage),
      q: searchParams.get('q') ?? '',
      sort: validSort(tab, searchParams.get('sort')) ?? TABS[tab].defaultSort,
      archived: searchParams.get('archived') === 'true',
    };
  }, [searchParams, session.tab, session.page, session.itemsPerPage]);

  // The session keeps what is on screen.
  const { tab, page, itemsPerPage } = state;
  useEffect(() => {
    const stored = { tab: session.tab, page: session.page, itemsPerPage: session.itemsPerPage };
    if (stored.tab !== tab || stored.page !== page || stored.itemsPerPage !== itemsPerPage) {
      setCrmView({ tab, page, itemsPerPage });
    }
  }, [tab, page, itemsPerPage, session.tab, session.page, session.itemsPerPage]);

  /** Apply changes in one navigation; any change but the page's own sends the list back to page 1. */
  const update = useCallback(
    (changes: Partial<CrmViewState>) => {
      const next = { ...state, ...changes };
      if (changes.page === undefined && RESETS_PAGE.some((key) => key in changes && changes[key] !== state[key])) {
        next.page = 1;
      }
      if (next.tab !== state.tab) next.sort = validSort(next.tab, next.sort) ?? TABS[next.tab].defaultSort;
      const params = new URLSearchParams({ tab: next.tab });
      if (next.page !== 1) params.set('page', String(next.page));
      if (next.itemsPerPage !== CRM_DEFAULTS.itemsPerPage) params.set('items_per_page', String(next.itemsPerPage));
      if (next.q) params.set('q', next.q);
      if (next.sort !== TABS[next.tab].defaultSort) params.set('sort', next.sort);
      if (next.archived) params.set('archived', 'true');
      setSearchParams(params, { replace: true });
    },
    [state, setSearchParams],
  );

  /** The list call's parameters (`archived` only when set, to keep URLs short). */
  const apiParams: OrganisationListParams = useMemo(
    () => ({
      page: state.page,
      items_per_page: state.itemsPerPage,
      q: state.q || undefined,
      sort: state.sort,
      ...(state.archived ? { archived: true } : {}),
    }),
    [state],
  );

  return { state, update, apiParams };
}
