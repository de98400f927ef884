/**
 * The four organisation kinds share one shape and one set of rules: how the screens name each kind, and the
 * path prefix of its calls. The calls whose paths or bodies differ by kind (`/customers/{id}` but
 * `/suppliers/single/{id}`, `customer_id` but `otherId`) are in organisation-calls.ts and file-target.ts.
 */
import type { Kind } from '@/lib/api/types';
import { KINDS } from '@/lib/api/types';

/** Each kind's path prefix: `/companys` is how the API spells it. */
export const BASES = {
  customer: '/customers',
  supplier: '/suppliers',
  other: '/others',
  company: '/companys',
} as const satisfies Record<Kind, string>;

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
};

export const KIND_INFO: Record<Kind, KindInfo> = {
  customer: { kind: 'customer', label: 'Customer', noun: 'customer', tab: 'customers', route: '/customer' },
  supplier: { kind: 'supplier', label: 'Supplier', noun: 'supplier', tab: 'suppliers', route: '/supplier' },
  other: { kind: 'other', label: 'Other', noun: 'contact record', tab: 'others', route: '/other' },
  company: { kind: 'company', label: 'Company', noun: 'company', tab: 'companies', route: '/company' },
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
