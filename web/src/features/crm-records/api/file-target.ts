/**
 * Files belong to an organisation (`/customers/file/…`, `/others/file/…`) or to an address
 * (`/addresses/file/…`, which takes `address_id` and answers some calls with PUT). One description per
 * target keeps the files section the same for both.
 */
import type { Kind } from '@/lib/api/types';
import { KIND_INFO, organisationKey, type Call } from './kinds';

export type FileTarget = { type: 'organisation'; kind: Kind; id: number } | { type: 'address'; id: number };

export const addressKey = (addressId: number) => ['crm', 'address', addressId] as const;

/** The record's queries (files, activity, stats): refreshed after any file change. */
export function targetKey(target: FileTarget) {
  return target.type === 'organisation' ? organisationKey(target.kind, target.id) : addressKey(target.id);
}

export const filesKey = (target: FileTarget) => [...targetKey(target), 'files'] as const;

export function insertCall(target: FileTarget): { path: string; idField: string } {
  return target.type === 'organisation'
    ? { path: `${KIND_INFO[target.kind].base}/file/insert`, idField: 'related_id' }
    : { path: '/addresses/file/insert', idField: 'address_id' };
}

export function renamePath(target: FileTarget): string {
  return target.type === 'organisation' ? `${KIND_INFO[target.kind].base}/file/update` : '/addresses/file/update';
}

export type DeleteCall = ({ method: 'DELETE' } & Call) | { method: 'PUT'; path: string; body: { file_id: number } };

export function deleteCall(target: FileTarget, fileId: number, userId: number | null): DeleteCall {
  if (target.type === 'address') return { method: 'PUT', path: '/addresses/file/delete', body: { file_id: fileId } };
  return { method: 'DELETE', ...KIND_INFO[target.kind].deleteFile(fileId, userId) };
}
