/**
 * The organisation calls every feature shares: one record of any kind and one page of a kind's list. The CRM
 * screens, the pickers (organisation-options.ts) and the other features' look-ups all fetch through these.
 * Each kind has its own line where the paths differ (`/customers/{id}` but `/suppliers/single/{id}`, the page
 * in the path except for companies).
 */
import type {
  CompanyList,
  CustomerList,
  Kind,
  OrganisationListParams,
  OrganisationOut,
  OtherList,
  SupplierList,
} from '../api/types';
import { api, unwrap } from '../api/client';

/** One customer, supplier, other or company (each kind's answer carries `id` and `kind`). */
export function fetchOrganisation(kind: Kind, id: number, signal?: AbortSignal): Promise<OrganisationOut> {
  const params = { path: { id } };
  switch (kind) {
    case 'customer':
      return unwrap(api.GET('/customers/{id}', { params, signal }));
    case 'supplier':
      return unwrap(api.GET('/suppliers/single/{id}', { params, signal }));
    case 'other':
      return unwrap(api.GET('/others/{id}', { params, signal }));
    case 'company':
      return unwrap(api.GET('/companys/{id}', { params, signal }));
  }
}

/** One page (in the path) of customers, searched, sorted, active or archived. */
export function listCustomers({ page = 1, ...query }: OrganisationListParams, signal?: AbortSignal): Promise<CustomerList> {
  return unwrap(api.GET('/customers/all/{x}', { params: { path: { x: page }, query }, signal }));
}

/** One page (in the path) of suppliers, searched, sorted, active or archived. */
export function listSuppliers({ page = 1, ...query }: OrganisationListParams, signal?: AbortSignal): Promise<SupplierList> {
  return unwrap(api.GET('/suppliers/all/{x}', { params: { path: { x: page }, query }, signal }));
}

/** One page (in the path) of others (architects, hauliers, consultants), searched, sorted, active or archived. */
export function listOthers({ page = 1, ...query }: OrganisationListParams, signal?: AbortSignal): Promise<OtherList> {
  return unwrap(api.GET('/others/all/{x}', { params: { path: { x: page }, query }, signal }));
}

/** One page of companies (prospects, developers, main contractors): the one list that takes ?page=. */
export function listCompanies(params: OrganisationListParams, signal?: AbortSignal): Promise<CompanyList> {
  return unwrap(api.GET('/companys', { params: { query: params }, signal }));
}

/** One page of a kind's list. */
export function listOrganisations(
  kind: Kind,
  params: OrganisationListParams,
  signal?: AbortSignal,
): Promise<CustomerList | SupplierList | OtherList | CompanyList> {
  switch (kind) {
    case 'customer':
      return listCustomers(params, signal);
    case 'supplier':
      return listSuppliers(params, signal);
    case 'other':
      return listOthers(params, signal);
    case 'company':
      return listCompanies(params, signal);
  }
}
