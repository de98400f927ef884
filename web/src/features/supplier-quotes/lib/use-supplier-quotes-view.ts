import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '@/lib/list-params';
import type { SupplierQuoteListParams, SupplierQuoteStatus } from '../api/types';
import { isPurchaseOrderStatus, isSupplierQuoteStatus, PURCHASE_ORDER_STATUSES, SUPPLIER_QUOTE_STATUSES } from './status';

export const SUPPLIER_QUOTE_TABS = ['quotes', 'orders'] as const;
export type SupplierQuotesTab = (typeof SUPPLIER_QUOTE_TABS)[number];

/** The columns each list sorts by (the API refuses any other). */
export const SUPPLIER_QUOTE_SORTS = [
  'number',
  'supplier',
  'status',
  'response_deadline',
  'required_on_site',
  'valid_until',
  'updated_at',
  'created_at',
] as const;
export const PURCHASE_ORDER_SORTS = ['number', 'supplier', 'status', 'required_date', 'total', 'created_at'] as const;
export const DEFAULT_SORTS: Record<SupplierQuotesTab, string> = { quotes: '-updated_at', orders: '-created_at' };
const DEFAULT_PAGE_SIZE = 25;

export type SupplierQuotesViewState = {
  tab: SupplierQuotesTab;
  q: string;
  /** Supplier quote statuses on the quotes tab, purchase order statuses on the orders tab. */
  statuses: string[];
  supplierId: number | null;
  projectId: number | null;
  customerQuoteId: number | null;
  page: number;
  itemsPerPage: number;
  sort: string;
};

const positive = (value: string | null): number | null => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 && String(n) === value ? n : null;
};
const validSort = (tab: SupplierQuotesTab, value: string | null): string => {
  const fields: readonly string[] = tab === 'quotes' ? SUPPLIER_QUOTE_SORTS : PURCHASE_ORDER_SORTS;
  return value && fields.includes(value.replace(/^-/, '')) ? value : DEFAULT_SORTS[tab];
};

export function isNarrowed(state: SupplierQuotesViewState): boolean {
  return (
    state.q !== '' ||
    state.statuses.length > 0 ||
    state.supplierId !== null ||
    state.projectId !== null ||
    state.customerQuoteId !== null
  );
}

export const NO_FILTERS = {
  q: '',
  statuses: [],
  supplierId: null,
  projectId: null,
  customerQuoteId: null,
} satisfies Partial<SupplierQuotesViewState>;

/** The view as an address: only what differs from the defaults. */
export function viewSearch(next: SupplierQuotesViewState): URLSearchParams {
  const params = new URLSearchParams();
  if (next.tab !== 'quotes') params.set('tab', next.tab);
  if (next.q) params.set('q', next.q);
  for (const status of next.statuses) params.append('status', status);
  if (next.supplierId !== null) params.set('supplier_id', String(next.supplierId));
  if (next.projectId !== null) params.set('project_id', String(next.projectId));
  if (next.customerQuoteId !== null) params.set('customer_quote_id', String(next.customerQuoteId));
  if (next.page !== 1) params.set('page', String(next.page));
  if (next.itemsPerPage !== DEFAULT_PAGE_SIZE) params.set('items_per_page', String(next.itemsPerPage));
  if (next.sort !== DEFAULT_SORTS[next.tab]) params.set('sort', next.sort);
  return params;
}

/** The view read from an address, anything invalid left at its default. */
export function readView(searchParams: URLSearchParams): SupplierQuotesViewState {
  const tab: SupplierQuotesTab = searchParams.get('tab') === 'orders' ? 'orders' : 'quotes';
  const size = positive(searchParams.get('items_per_page'));
  const chosen = searchParams.getAll('status');
  const statuses: string[] =
    tab === 'quotes'
      ? SUPPLIER_QUOTE_STATUSES.filter((status) => chosen.filter(isSupplierQuoteStatus).includes(status))
      : PURCHASE_ORDER_STATUSES.filter((status) => chosen.filter(isPurchaseOrderStatus).includes(status));
  return {
    tab,
    q: searchParams.get('q') ?? '',
    statuses,
    supplierId: positive(searchParams.get('supplier_id')),
    projectId: positive(searchParams.get('project_id')),
    customerQuoteId: positive(searchParams.get('customer_quote_id')),
    page: positive(searchParams.get('page')) ?? 1,
    itemsPerPage: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: validSort(tab, searchParams.get('sort')),
  };
}

/**
 * The Supplier Quotes & Orders screen's view, all of it in the address (?tab=orders&q=&status=answered&
 * supplier_id=&project_id=&customer_quote_id=&page=&items_per_page=&sort=). The search and the supplier, project
 * and customer quote carry over between the tabs; statuses, page and sort belong to one tab. Any change but the
 * page's own goes back to page 1.
 */
export function useSupplierQuotesView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readView(searchParams), [searchParams]);

  const update = useCallback(
    (changes: Partial<SupplierQuotesViewState>) => {
      const next = { ...state, ...changes };
      const keys = Object.keys(changes) as (keyof SupplierQuotesViewState)[];
      if (changes.page === undefined && keys.some((key) => changes[key] !== state[key])) next.page = 1;
      if (changes.tab !== undefined && changes.tab !== state.tab) {
        next.statuses = [];
        next.sort = DEFAULT_SORTS[changes.tab];
      }
      setSearchParams(viewSearch(next), { replace: true });
    },
    [state, setSearchParams],
  );

  const quoteParams: SupplierQuoteListParams = useMemo(
    () => ({
      page: state.page,
      items_per_page: state.itemsPerPage,
      sort: state.sort,
      q: state.q || undefined,
      status: state.tab === 'quotes' && state.statuses.length > 0 ? (state.statuses as SupplierQuoteStatus[]) : undefined,
      supplier_id: state.supplierId ?? undefined,
      project_id: state.projectId ?? undefined,
      customer_quote_id: state.customerQuoteId ?? undefined,
    }),
    [state],
  );

  return { state, update, quoteParams };
}
