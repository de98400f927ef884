import type { Kind } from '@/lib/api/types';
import { activityQuery, type ActivityQuery } from '@/lib/activity';
import { addressKey } from './file-target';
import { contactKey } from './get-contact';
import { KIND_INFO, organisationKey } from './kinds';

export const organisationActivityQuery = (kind: Kind, id: number): ActivityQuery =>
  activityQuery(organisationKey(kind, id), `${KIND_INFO[kind].base}/activity/${id}`);

export const contactActivityQuery = (contactId: number): ActivityQuery =>
  activityQuery(contactKey(contactId), `/contacts/activity/${contactId}`);

export const addressActivityQuery = (addressId: number): ActivityQuery =>
  activityQuery(addressKey(addressId), `/addresses/activity/${addressId}`);
