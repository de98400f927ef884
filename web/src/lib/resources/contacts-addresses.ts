/**
 * The contact and address calls more than one feature makes: the lists (filtered by organisation with
 * `related_id`) and a customer's own. The CRM's tabs, the project's site picker and the quote editor's
 * recipients and delivery address read them through these.
 */
import type { AddressList, AddressListParams, AddressOut, ContactList, ContactListParams, ContactOut } from '../api/types';
import { api, unwrap } from '../api/client';

/** Active records by default; `archived: true` lists the archived ones instead. */
export type ArchivedParam = { archived?: boolean };

/** One page (in the path) of every organisation's contacts, searched, sorted, active or archived. */
export function listContacts({ page = 1, ...query }: ContactListParams, signal?: AbortSignal): Promise<ContactList> {
  return unwrap(api.GET('/contacts/all/{x}', { params: { path: { x: page }, query }, signal }));
}

/** One page (in the path) of addresses, of one organisation with `related_id`. */
export function listAddresses({ page = 1, ...query }: AddressListParams, signal?: AbortSignal): Promise<AddressList> {
  return unwrap(api.GET('/addresses/all/{x}', { params: { path: { x: page }, query }, signal }));
}

/** Every contact of one customer (not paged). */
export function customerContacts(customerId: number, query: ArchivedParam = {}, signal?: AbortSignal): Promise<ContactOut[]> {
  return unwrap(api.GET('/contacts/customer/{id}', { params: { path: { id: customerId }, query }, signal }));
}

/** Every address of one customer (not paged). */
export function customerAddresses(customerId: number, query: ArchivedParam = {}, signal?: AbortSignal): Promise<AddressOut[]> {
  return unwrap(api.GET('/addresses/customer/{id}', { params: { path: { id: customerId }, query }, signal }));
}
