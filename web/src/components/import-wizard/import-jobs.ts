import { api, unwrap } from '@/lib/api/client';
import type { ImportJob, ImportJobRows } from '@/lib/api/types';

/** An import job's progress, and once it has ended its report (the counts and its first rows). */
export function getImportJob(id: number, signal?: AbortSignal): Promise<ImportJob> {
  return unwrap(api.GET('/imports/{id}', { params: { path: { id } }, signal }));
}

/** Stop an import after its current batch (the batches done stay imported). */
export function cancelImportJob(id: number): Promise<ImportJob> {
  return unwrap(api.PUT('/imports/{id}/cancel', { params: { path: { id } } }));
}

export type RowsQuery = { rejectedOnly: boolean; page: number; perPage: number };

/** A page (1-based) of a job's report, in its order, or of its rejected rows alone. */
export function getImportJobRows(id: number, { rejectedOnly, page, perPage }: RowsQuery, signal?: AbortSignal): Promise<ImportJobRows> {
  const query = { rejected_only: rejectedOnly, page, items_per_page: perPage };
  return unwrap(api.GET('/imports/{id}/rows', { params: { path: { id }, query }, signal }));
}

/** Most rows a page of a job's report holds (the server's limit). */
export const MOST_PER_PAGE = 1_000;

/** Every rejected row of a job's report (to download them as a CSV), a page at a time. */
export async function allRejectedRows(id: number): Promise<ImportJobRows['items']> {
  const rows: ImportJobRows['items'] = [];
  for (let page = 1; ; page += 1) {
    const answer = await getImportJobRows(id, { rejectedOnly: true, page, perPage: MOST_PER_PAGE });
    rows.push(...answer.items);
    if (answer.items.length < MOST_PER_PAGE || rows.length >= answer.total) return rows;
  }
}
