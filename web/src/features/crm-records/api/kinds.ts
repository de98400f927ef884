/**
 * The four organisation kinds share one shape and one set of rules, but the spec gives each its own paths
 * and id names (`/customers/{id}` but `/suppliers/single/{id}`, `customer_id` but `otherId`). This table is
 * the one place those differences live; every call file reads it.
 */
import type { Kind } from '@/lib/api/types';
import { KINDS } from '@/lib/api/types';

type Query = Record<string, string | number | boolean | undefined>;
export type Call = { path: string; query?: Query };

export type KindInfo = {
  kind: Kind;
  /** "Customer", "Other", … as headings and chips show it. */
  label: string;
  /** "customer", "contact record", … inside sentences. */
  noun: string;
  /** The CRM screen's tab for the kind. */
  tab: string;
  /** The record screen: /customer?id=… */
  route: string;
  base: string;
  one: (id: number) => string;
  update: string;
  delete: (id: number, userId: number | null) => Call;
  deleteFile: (fileId: number, userId: number | null) => Call;
  /** One page of the kind's list, for the organisation picker. */
  list: (page: number, q: string, itemsPerPage: number) => Call;
};

const orNothing = (userId: number | null) => userId ?? undefined;

export const KIND_INFO: Record<Kind, KindInfo> = {
  customer: {
    kind: 'customer',
    label: 'Customer',
    noun: 'customer',
    tab: 'customers',
    route: '/customer',
    base: '/customers',
    one: (id) => `/customers/${id}`,
    update: '/customers/update/',
    delete: (id, userId) => ({ path: '/customers/delete', query: { customer_id: id, user_id: orNothing(userId) } }),
    deleteFile: (fileId, userId) => ({
      path: '/customers/file',
      query: { customer_repo_links_id: fileId, user_id: orNothing(userId) },
    }),
    list: (page, q, itemsPerPage) => ({ path: `/customers/all/${page}`, query: { q, items_per_page: itemsPerPage } }),
  },
  supplier: {
    kind: 'supplier',
    label: 'Supplier',
    noun: 'supplier',
    tab: 'suppliers',
    route: '/supplier',
    base: '/suppliers',
    one: (id) => `/suppliers/single/${id}`,
    update: '/suppliers/update',
    delete: (id) => ({ path: `/suppliers/delete/${id}` }),
    deleteFile: (fileId) => ({ path: `/suppliers/file/${fileId}` }),
    list: (page, q, itemsPerPage) => ({ path: `/suppliers/all/${page}`, query: { q, items_per_page: itemsPerPage } }),
  },
  other: {
    kind: 'other',
    label: 'Other',
    noun: 'contact record',
    tab: 'others',
    route: '/other',
    base: '/others',
    one: (id) => `/others/${id}`,
    update: '/others/update/',
    delete: (id) => ({ path: `/others/delete/${id}` }),
    deleteFile: (fileId) => ({ path: `/others/file/${fileId}` }),
    list: (page, q, itemsPerPage) => ({ path: `/others/all/${page}`, query: { q, items_per_page: itemsPerPage } }),
  },
  company: {
    kind: 'company',
    label: 'Company',
    noun: 'company',
    tab: 'companies',
    route: '/company',
    base: '/companys',
    one: (id) => `/companys/${id}`,
    update: '/companys/update/',
    delete: (id) => ({ path: `/companys/delete/${id}` }),
    deleteFile: (fileId) => ({ path: `/companys/file/${fileId}` }),
    list: (page, q, itemsPerPage) => ({ path: '/companys', query: { page, q, items_per_page: itemsPerPage } }),
  },
};

export function isKind(value: string | null | undefined): value is Kind {
  return (KINDS as readonly string[]).includes(value ?? '');
}

/** A kind the API sent as a plain string (`related_type`); anything else breaks the contract. */
export function toKind(value: string): Kind {
  if (!isKind(value)) throw new Error(`Unknown organisation kind: ${value}`);
  return value;
}

/** The screen of an organisation, optionally on one of its tabs. */
export function organisationPath(kind: Kind, id: number, tab?: string): string {
  return `${KIND_INFO[kind].route}?id=${id}${tab ? `&tab=${tab}` : ''}`;
}

export function contactPath(contactId: number, relatedId: number): string {
  return `/contact?id=${contactId}&related_id=${relatedId}`;
}

export function addressPath(kind: Kind, addressId: number): string {
  return `/address/${kind}/${addressId}`;
}

/** A positive integer id from the query string, or null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** Every query of one organisation (detail, contacts, notes, files, activity, stats) starts with this key. */
export const organisationKey = (kind: Kind, id: number) => ['crm', 'organisation', kind, id] as const;
