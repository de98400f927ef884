import type { ProductQuery } from '@/lib/api/types';

/** Every product query key starts with 'products': a change anywhere refreshes every list, search and product. */
export const productKeys = {
  all: ['products'] as const,
  list: (query: ProductQuery) => ['products', 'list', query] as const,
  detail: (productId: number) => ['products', 'detail', productId] as const,
  search: (q: string, excludeId: number | null) => ['products', 'search', q, excludeId] as const,
};

/** Suppliers are CRM records: their keys sit under 'crm', so a CRM change (a rename) refreshes them too. */
export const supplierKeys = {
  /** The pickers' searches; the searched text is added to it. */
  search: ['crm', 'supplier-search'] as const,
  one: (supplierId: number) => ['crm', 'supplier-name', supplierId] as const,
};
