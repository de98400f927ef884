/**
 * What the project screens pick from: customers, architects' practices (others) and suppliers by their list
 * calls, and catalogue products by the product query. Each answers the first few matches of what was typed.
 */
import type {
  CustomerList,
  OtherList,
  ProductOut,
  ProductPage,
  ProductQuery,
  SupplierList,
} from '@/lib/api/types';
import { http } from '@/lib/http';
import type { CustomerOption } from './project-form';

const MATCHES = 8;

export type OrganisationKind = 'customer' | 'supplier' | 'other';

const LIST_PATHS: Record<OrganisationKind, string> = {
  customer: '/customers/all/1',
  supplier: '/suppliers/all/1',
  other: '/others/all/1',
};

/** Organisations of one kind whose name, account number, town or postcode matches `q`. */
export async function searchOrganisations(
  kind: OrganisationKind,
  q: string,
  signal?: AbortSignal,
): Promise<CustomerOption[]> {
  const page = await http.get<CustomerList | SupplierList | OtherList>(LIST_PATHS[kind], {
    query: { q, items_per_page: MATCHES },
    signal,
  });
  return page.items.map(({ id, name }) => ({ id, name }));
}

export const organisationSearchKey = (kind: OrganisationKind) => ['projects', 'organisation-search', kind] as const;

/** A product as the suggestion picker shows it. */
export type ProductOption = { id: number; name: string; product: ProductOut };

/** Active catalogue products whose code, name, colour or supplier matches `q`. */
export async function searchProducts(q: string, signal?: AbortSignal): Promise<ProductOption[]> {
  const body: ProductQuery = { q, status: 'active', items_per_page: MATCHES, page: 1 };
  const page = await http.post<ProductPage>('/products/query', body, { signal });
  return page.items.map((product) => ({ id: product.product_id, name: product.name, product }));
}

export const PRODUCT_SEARCH_KEY = ['projects', 'product-search'] as const;
