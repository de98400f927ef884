import { api, unwrap } from '@/lib/api/client';
import type { ImportJob } from '@/lib/api/types';

/** An import job's progress, and its report once it has ended. */
export function getImportJob(id: number, signal?: AbortSignal): Promise<ImportJob> {
  return unwrap(api.GET('/imports/{id}', { params: { path: { id } }, signal }));
}

/** Stop an import after its current batch (the batches done stay imported). */
export function cancelImportJob(id: number): Promise<ImportJob> {
  return unwrap(api.PUT('/imports/{id}/cancel', { params: { path: { id } } }));
}
