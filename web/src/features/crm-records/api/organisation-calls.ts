/**
 * The calls whose path differs by organisation kind, typed from the schema. Where the four kinds share a
 * path shape (`/customers/note/{id}`, `/suppliers/note/{id}`…) one call takes the kind's base; where their
 * bodies or paths differ (`/customers/{id}` but `/suppliers/single/{id}`, `customer_id` but `otherId`), each
 * kind has its own line. Reading one record or a page of a list is shared with the other features
 * (lib/resources/organisations.ts).
 */
import type { Kind, OrganisationIn, OrganisationOut } from '@/lib/api/types';
import { api, done, unwrap } from '@/lib/api/client';
import { BASES } from './kinds';
import type { OrganisationValues } from './organisation-form';

const byId = (id: number) => ({ path: { id } });

/** Through the kind's own add call; companies come wrapped in `{company: …}`. */
export function addOrganisation(kind: Kind, organisation: OrganisationIn): Promise<OrganisationOut> {
  if (kind === 'company') return unwrap(api.POST('/companys/add', { body: { company: organisation } }));
  return unwrap(api.POST(`${BASES[kind]}/add`, { body: organisation }));
}

/** Each kind names its id its own way; companies come wrapped in `{company: …}`. */
export function saveOrganisation(kind: Kind, id: number, values: OrganisationValues, version: number): Promise<OrganisationOut> {
  const fields = { ...values, version };
  switch (kind) {
    case 'customer':
      return unwrap(api.POST('/customers/update/', { body: { ...fields, customer_id: id } }));
    case 'supplier':
      return unwrap(api.POST('/suppliers/update', { body: { ...fields, supplier_id: id } }));
    case 'other':
      return unwrap(api.POST('/others/update/', { body: { ...fields, otherId: id } }));
    case 'company':
      return unwrap(api.POST('/companys/update/', { body: { company: { ...fields, company_id: id } } }));
  }
}

/** Archive, or with `archived: false` restore; `version` is the one read (a record changed since: 409). */
export function setArchived(kind: Kind, id: number, archived: boolean, version: number): Promise<OrganisationOut> {
  switch (kind) {
    case 'customer':
      return unwrap(api.PUT('/customers/archive', { body: { customer_id: id, archived, version } }));
    case 'supplier':
      return unwrap(api.PUT('/suppliers/archive', { body: { supplier_id: id, archived, version } }));
    case 'other':
      return unwrap(api.PUT('/others/archive', { body: { otherId: id, archived, version } }));
    case 'company':
      return unwrap(api.PUT('/companys/archive', { body: { company_id: id, archived, version } }));
  }
}

/** Managers and admins; customers name the deleting user for the record of who did it. */
export function removeOrganisation(kind: Kind, id: number, userId: number | null): Promise<void> {
  if (kind === 'customer') {
    return done(api.DELETE('/customers/delete', { params: { query: { customer_id: id, user_id: userId ?? undefined } } }));
  }
  return done(api.DELETE(`${BASES[kind]}/delete/{id}`, { params: byId(id) }));
}
