/**
 * The CRM screen's five tabs and what differs between them: the list call, the columns one may sort by,
 * where a row and the New button lead, and whether the kind can be imported from CSV.
 */
import type { Kind } from '@/lib/api/types';

export const CRM_TABS = ['customers', 'suppliers', 'others', 'companies', 'contacts'] as const;
export type CrmTab = (typeof CRM_TABS)[number];
export type OrganisationTab = Exclude<CrmTab, 'contacts'>;
export type ImportKind = Exclude<CrmTab, 'companies'>;

export type TabInfo = {
  label: string;
  /** "customer", "contact": inside sentences and on the New button. */
  noun: string;
  /** "customers": inside sentences ("No customers yet"). */
  nouns: string;
  sorts: readonly string[];
  defaultSort: string;
  newPath: string;
  importable: boolean;
};

const ORGANISATION_SORTS = ['name', 'account_number', 'town', 'postcode', 'updated_at'] as const;
const CONTACT_SORTS = ['last_name', 'first_name', 'email', 'organisation'] as const;

const organisation = (label: string, noun: string, nouns: string, kind: Kind, importable: boolean): TabInfo => ({
  label,
  noun,
  nouns,
  sorts: ORGANISATION_SORTS,
  defaultSort: 'name',
  newPath: `/company/new?kind=${kind}`,
  importable,
});

export const TABS: Record<CrmTab, TabInfo> = {
  customers: organisation('Customers', 'customer', 'customers', 'customer', true),
  suppliers: organisation('Suppliers', 'supplier', 'suppliers', 'supplier', true),
  others: organisation('Others', 'other', 'others', 'other', true),
  companies: organisation('Companies', 'company', 'companies', 'company', false),
  contacts: {
    label: 'Contacts',
    noun: 'contact',
    nouns: 'contacts',
    sorts: CONTACT_SORTS,
    defaultSort: 'last_name',
    newPath: '/contacts/new',
    importable: true,
  },
};

export const TAB_KIND: Record<OrganisationTab, Kind> = {
  customers: 'customer',
  suppliers: 'supplier',
  others: 'other',
  companies: 'company',
};

export function isCrmTab(value: string | null | undefined): value is CrmTab {
  return (CRM_TABS as readonly string[]).includes(value ?? '');
}

export function isImportKind(tab: CrmTab): tab is ImportKind {
  return TABS[tab].importable;
}

/** A sort the tab's list accepts ("town" or "-town"), or null. */
export function validSort(tab: CrmTab, sort: string | null | undefined): string | null {
  if (!sort) return null;
  return TABS[tab].sorts.includes(sort.replace(/^-/, '')) ? sort : null;
}

/** The record screens (built by the CRM records feature): /customer?id=…, /contact?id=…&related_id=… */
export const organisationPath = (kind: Kind, id: number) => `/${kind}?id=${id}`;
export const contactPath = (contactId: number, relatedId: number) => `/contact?id=${contactId}&related_id=${relatedId}`;
