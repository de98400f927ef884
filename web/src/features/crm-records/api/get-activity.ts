import type { Kind } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { recordActivityQuery, type ActivityQuery } from '@/lib/activity';
import { BASES } from './kinds';

export const organisationActivityQuery = (kind: Kind, id: number): ActivityQuery =>
  recordActivityQuery({ type: kind, id }, (query, signal) =>
    unwrap(api.GET(`${BASES[kind]}/activity/{id}`, { params: { path: { id }, query }, signal })),
  );

export const contactActivityQuery = (contactId: number): ActivityQuery =>
  recordActivityQuery({ type: 'contact', id: contactId }, (query, signal) =>
    unwrap(api.GET('/contacts/activity/{id}', { params: { path: { id: contactId }, query }, signal })),
  );

export const addressActivityQuery = (addressId: number): ActivityQuery =>
  recordActivityQuery({ type: 'address', id: addressId }, (query, signal) =>
    unwrap(api.GET('/addresses/activity/{id}', { params: { path: { id: addressId }, query }, signal })),
  );
