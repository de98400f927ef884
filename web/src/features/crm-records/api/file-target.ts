/**
 * Files belong to an organisation (`/customers/file/…`, `/others/file/…`) or to an address
 * (`/addresses/file/…`, which takes `address_id` and answers some calls with PUT). One description per
 * target keeps the files section the same for both; the calls are typed from the schema, one per target.
 */
import type { FileOut, FileRename, Kind } from '@/lib/api/types';
import { api, done, unwrap } from '@/lib/api/client';
import { uploadForm } from '@/lib/api/form';
import type { UploadOptions } from '@/lib/http';
import { queryKeys, type Subject } from '@/lib/query-keys';
import { BASES } from './kinds';

export type FileTarget = { type: 'organisation'; kind: Kind; id: number } | { type: 'address'; id: number };

export const targetSubject = (target: FileTarget): Subject =>
  target.type === 'organisation' ? { type: target.kind, id: target.id } : { type: 'address', id: target.id };

/** The record's queries (files, activity, stats): refreshed after any file change. */
export const targetKey = (target: FileTarget) => queryKeys.subject(targetSubject(target));

export const filesKey = (target: FileTarget) => queryKeys.files(targetSubject(target));

/** Uploaded files and recorded links, newest first. */
export function listFiles(target: FileTarget, signal?: AbortSignal): Promise<FileOut[]> {
  if (target.type === 'address') return unwrap(api.PUT('/addresses/file/get', { body: { address_id: target.id }, signal }));
  return unwrap(api.GET(`${BASES[target.kind]}/file/{id}`, { params: { path: { id: target.id } }, signal }));
}

/** What is stored: an uploaded file, or a link (e.g. to a shared drive) with an optional display name. */
export type FileFields = { file: File } | { url: string; name?: string };

export function insertFile(
  target: FileTarget,
  fields: FileFields,
  { onProgress, signal }: Pick<UploadOptions, 'onProgress' | 'signal'> = {},
): Promise<FileOut> {
  if (target.type === 'address') {
    return uploadForm('/addresses/file/insert', { ...fields, address_id: target.id }, { onProgress, signal });
  }
  return uploadForm(`${BASES[target.kind]}/file/insert`, { ...fields, related_id: target.id }, { onProgress, signal });
}

export function renameFileOf(target: FileTarget, body: FileRename): Promise<FileOut> {
  if (target.type === 'address') return unwrap(api.POST('/addresses/file/update', { body }));
  return unwrap(api.POST(`${BASES[target.kind]}/file/update`, { body }));
}

/** Customers name the deleting user; an address's file is deleted by a PUT. */
export function removeFile(target: FileTarget, fileId: number, userId: number | null): Promise<void> {
  if (target.type === 'address') return done(api.PUT('/addresses/file/delete', { body: { file_id: fileId } }));
  if (target.kind === 'customer') {
    const query = { customer_repo_links_id: fileId, user_id: userId ?? undefined };
    return done(api.DELETE('/customers/file', { params: { query } }));
  }
  return done(api.DELETE(`${BASES[target.kind]}/file/{id}`, { params: { path: { id: fileId } } }));
}
