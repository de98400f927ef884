import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Category, ProductQuery, ProductStatus, SellingUnit } from '@/lib/api/types';
import { PAGE_SIZES } from '@/lib/list-params';
import { isCategory, isSellingUnit, isStatus } from './labels';
import { cleanAmount, toPence } from '@/lib/money';

/** The list's search, filters, sort and page, as the address holds them. */
export type ProductView = {
  page: number;
  itemsPerPage: number;
  q: string;
  sort: string;
  suppliers: number[];
  categories: Category[];
  colours: string[];
  units: SellingUnit[];
  status: ProductStatus | null;
  /** The list price range, as typed ("" for no bound). */
  minPrice: string;
  maxPrice: string;
};

export type ProductFilters = Pick<
  ProductView,
  'suppliers' | 'categories' | 'colours' | 'units' | 'status' | 'minPrice' | 'maxPrice'
>;

export const DEFAULT_SORT = 'name';
const DEFAULT_PAGE_SIZE = 25;
/** The sorts the API accepts (`-` for descending). */
export const SORTS = ['name', 'code', 'cost_price', 'list_price', 'lead_time_days', 'updated_at'] as const;

export const NO_FILTERS: ProductFilters = {
  suppliers: [],
  categories: [],
  colours: [],
  units: [],
  status: null,
  minPrice: '',
  maxPrice: '',
};

const positive = (value: string | null): number | null => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : null;
};
const validSort = (sort: string | null) =>
  sort && (SORTS as readonly string[]).includes(sort.replace(/^-/, '')) ? sort : DEFAULT_SORT;
const price = (value: string | null) => (value && toPence(value) !== null ? cleanAmount(value) : '');

export function hasFilters(view: ProductFilters): boolean {
  return (
    view.suppliers.length + view.categories.length + view.colours.length + view.units.length > 0 ||
    view.status !== null ||
    view.minPrice !== '' ||
    view.maxPrice !== ''
  );
}

/** How many filters (the search aside) narrow the list. */
export function filtersSet(view: ProductFilters): number {
  const lists = [view.suppliers, view.categories, view.colours, view.units].filter((chosen) => chosen.length > 0).length;
  return lists + [view.status !== null, view.minPrice !== '', view.maxPrice !== ''].filter(Boolean).length;
}

export function readView(params: URLSearchParams): ProductView {
  const size = positive(params.get('items_per_page'));
  const status = params.get('status') ?? '';
  return {
    page: positive(params.get('page')) ?? 1,
    itemsPerPage: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    q: params.get('q') ?? '',
    sort: validSort(params.get('sort')),
    suppliers: [...new Set(params.getAll('supplier').map(positive).filter((id): id is number => id !== null))],
    categories: params.getAll('category').filter(isCategory),
    colours: params.getAll('colour').filter((colour) => colour.trim() !== ''),
    units: params.getAll('unit').filter(isSellingUnit),
    status: isStatus(status) ? status : null,
    minPrice: price(params.get('min_price')),
    maxPrice: price(params.get('max_price')),
  };
}

export function writeView(view: ProductView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  for (const id of view.suppliers) params.append('supplier', String(id));
  for (const category of view.categories) params.append('category', category);
  for (const colour of view.colours) params.append('colour', colour);
  for (const unit of view.units) params.append('unit', unit);
  if (view.status) params.set('status', view.status);
  if (view.minPrice) params.set('min_price', view.minPrice);
  if (view.maxPrice) params.set('max_price', view.maxPrice);
  if (view.sort !== DEFAULT_SORT) params.set('sort', view.sort);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.itemsPerPage !== DEFAULT_PAGE_SIZE) params.set('items_per_page', String(view.itemsPerPage));
  return params;
}

/** The list call's body: the same search, filters, sort and page. */
export function toQuery(view: ProductView): ProductQuery {
  return {
    q: view.q,
    supplier_ids: view.suppliers,
    categories: view.categories,
    colours: view.colours,
    selling_units: view.units,
    status: view.status,
    min_list_price: view.minPrice || null,
    max_list_price: view.maxPrice || null,
    sort: view.sort,
    page: view.page,
    items_per_page: view.itemsPerPage,
  };
}

/**
 * The product list's view lives in the address (/products?q=red&category=facing_brick&sort=-list_price), so a
 * reload, a shared link or Back from a product shows the same list. Any change but the page's own goes back
 * to page 1.
 */
export function useProductView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => readView(searchParams), [searchParams]);

  const update = useCallback(
    (changes: Partial<ProductView>) => {
      const next = { ...view, ...changes };
      if (changes.page === undefined) next.page = 1;
      setSearchParams(writeView(next), { replace: true });
    },
    [view, setSearchParams],
  );

  const query = useMemo(() => toQuery(view), [view]);
  return { view, update, query };
}
