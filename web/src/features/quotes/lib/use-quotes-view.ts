import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderListParams, OrderStatus, QuoteListParams, QuoteStatsParams, QuoteStatus } from '@/lib/api/types';
import { PAGE_SIZES } from '@/lib/list-params';
import { isOrderStatus, isQuoteStatus, ORDER_STATUSES, QUOTE_STATUSES } from './status';

export const QUOTE_TABS = ['quotes', 'orders'] as const;
export type QuotesTab = (typeof QUOTE_TABS)[number];

/** The columns each list sorts by (the API refuses any other). */
export const QUOTE_SORTS = ['number', 'customer', 'status', 'total', 'valid_until', 'updated_at', 'created_at'] as const;
export const ORDER_SORTS = ['number', 'customer', 'status', 'total', 'created_at'] as const;
export const DEFAULT_SORTS: Record<QuotesTab, string> = { quotes: '-updated_at', orders: '-created_at' };
const DEFAULT_PAGE_SIZE = 25;

export type QuotesViewState = {
  tab: QuotesTab;
  q: string;
  /** Quote statuses on the quotes tab, order statuses on the orders tab. */
  statuses: string[];
  customerId: number | null;
  projectId: number | null;
  /** Quotes only: orders have no filter by account manager. */
  accountManagerId: number | null;
  createdFrom: string;
  createdTo: string;
  page: number;
  itemsPerPage: number;
  sort: string;
};


const positive = (value: string | null): number | null => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 && String(n) === value ? n : null;
};
const day = (value: string | null): string => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
const validSort = (tab: QuotesTab, value: string | null): string => {
  const fields: readonly string[] = tab === 'quotes' ? QUOTE_SORTS : ORDER_SORTS;
  return value && fields.includes(value.replace(/^-/, '')) ? value : DEFAULT_SORTS[tab];
};

/** Anything narrowing the list (not the page or the sort). */
export function isNarrowed(state: QuotesViewState): boolean {
  return (
    state.q !== '' ||
    state.statuses.length > 0 ||
    state.customerId !== null ||
    state.projectId !== null ||
    (state.tab === 'quotes' && state.accountManagerId !== null) ||
    state.createdFrom !== '' ||
    state.createdTo !== ''
  );
}

export const NO_FILTERS = {
  q: '',
  statuses: [],
  customerId: null,
  projectId: null,
  accountManagerId: null,
  createdFrom: '',
  createdTo: '',
} satisfies Partial<QuotesViewState>;

/**
 * The Customer Quotes & Orders screen's view, all of it in the address (?tab=orders&q=&status=sent&status=
 * accepted&customer_id=&project_id=&account_manager_id=&created_from=&created_to=&page=&items_per_page=&sort=),
 * so a reload, a shared link or Back shows the same list. The search, customer, project and dates carry over
 * between the tabs; statuses, page and sort belong to one tab. Any change but the page's own goes to page 1.
 */
export function useQuotesView() {
  const [searchParams, setSearchParams] = useSearchParams();

  const state: QuotesViewState = useMemo(() => {
    const tab: QuotesTab = searchParams.get('tab') === 'orders' ? 'orders' : 'quotes';
    const size = positive(searchParams.get('items_per_page'));
    const chosen = searchParams.getAll('status');
    // In the lists' order, once each, whatever the address says.
    const statuses: string[] =
      tab === 'quotes'
        ? QUOTE_STATUSES.filter((status) => chosen.filter(isQuoteStatus).includes(status))
        : ORDER_STATUSES.filter((status) => chosen.filter(isOrderStatus).includes(status));
    return {
      tab,
      q: searchParams.get('q') ?? '',
      statuses,
      customerId: positive(searchParams.get('customer_id')),
      projectId: positive(searchParams.get('project_id')),
      accountManagerId: positive(searchParams.get('account_manager_id')),
      createdFrom: day(searchParams.get('created_from')),
      createdTo: day(searchParams.get('created_to')),
      page: positive(searchParams.get('page')) ?? 1,
      itemsPerPage: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
      sort: validSort(tab, searchParams.get('sort')),
    };
  }, [searchParams]);

  const update = useCallback(
    (changes: Partial<QuotesViewState>) => {
      const next = { ...state, ...changes };
      const keys = Object.keys(changes) as (keyof QuotesViewState)[];
      if (changes.page === undefined && keys.some((key) => changes[key] !== state[key])) next.page = 1;
      if (changes.tab !== undefined && changes.tab !== state.tab) {
        next.statuses = [];
        next.sort = DEFAULT_SORTS[changes.tab];
      }
      const params = new URLSearchParams();
      if (next.tab !== 'quotes') params.set('tab', next.tab);
      if (next.q) params.set('q', next.q);
      for (const status of next.statuses) params.append('status', status);
      if (next.customerId !== null) params.set('customer_id', String(next.customerId));
      if (next.projectId !== null) params.set('project_id', String(next.projectId));
      if (next.accountManagerId !== null) params.set('account_manager_id', String(next.accountManagerId));
      if (next.createdFrom) params.set('created_from', next.createdFrom);
      if (next.createdTo) params.set('created_to', next.createdTo);
      if (next.page !== 1) params.set('page', String(next.page));
      if (next.itemsPerPage !== DEFAULT_PAGE_SIZE) params.set('items_per_page', String(next.itemsPerPage));
      if (next.sort !== DEFAULT_SORTS[next.tab]) params.set('sort', next.sort);
      setSearchParams(params, { replace: true });
    },
    [state, setSearchParams],
  );

  const quoteParams: QuoteListParams = useMemo(
    () => ({
      page: state.page,
      items_per_page: state.itemsPerPage,
      sort: state.sort,
      q: state.q || undefined,
      status: state.tab === 'quotes' && state.statuses.length > 0 ? (state.statuses as QuoteStatus[]) : undefined,
      customer_id: state.customerId ?? undefined,
      project_id: state.projectId ?? undefined,
      account_manager_id: state.accountManagerId ?? undefined,
      created_from: state.createdFrom || undefined,
      created_to: state.createdTo || undefined,
    }),
    [state],
  );

  /** The figures break the quotes down by status themselves, and count every quote whatever its number. */
  const statsParams: QuoteStatsParams = useMemo(
    () => ({
      customer_id: state.customerId ?? undefined,
      project_id: state.projectId ?? undefined,
      account_manager_id: state.accountManagerId ?? undefined,
      created_from: state.createdFrom || undefined,
      created_to: state.createdTo || undefined,
    }),
    [state.customerId, state.projectId, state.accountManagerId, state.createdFrom, state.createdTo],
  );

  const orderParams: OrderListParams = useMemo(
    () => ({
      page: state.page,
      items_per_page: state.itemsPerPage,
      sort: state.sort,
      q: state.q || undefined,
      status: state.tab === 'orders' && state.statuses.length > 0 ? (state.statuses as OrderStatus[]) : undefined,
      customer_id: state.customerId ?? undefined,
      project_id: state.projectId ?? undefined,
      created_from: state.createdFrom || undefined,
      created_to: state.createdTo || undefined,
    }),
    [state],
  );

  return { state, update, quoteParams, statsParams, orderParams };
}
