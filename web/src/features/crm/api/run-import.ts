import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportJob, ImportReport } from '@/lib/api/types';
import { postForm } from '@/lib/api/form';
import { CRM_ROOTS, invalidateAll } from '@/lib/query-keys';
import type { Mapping } from '../lib/import-mapping';
import type { ImportKind } from '../tabs';

export type RunImport = { kind: ImportKind; file: File; mapping: Mapping; dryRun: boolean; signal?: AbortSignal };

/**
 * Import the file's rows with the chosen mapping. A dry run writes nothing and reports what the real run
 * would do per row (create, update or reject, and why); the real run imports the valid rows and skips the rest.
 */
export function runImport({ kind, file, mapping, dryRun, signal }: RunImport): Promise<ImportReport> {
  const fields = { file, mapping: JSON.stringify(mapping), dry_run: dryRun };
  return postForm('/crm/import/{kind}', fields, { path: { kind }, signal });
}

export function useRunImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runImport,
    // Every CRM list and record may show what was imported (a contact appears on its organisation too).
    onSuccess: (report) => {
      if (!report.dry_run) void invalidateAll(queryClient, CRM_ROOTS);
    },
  });
}

/** The real run as a background job: the file and mapping are checked at once, then the job imports the rows. */
export function startImportJob({ kind, file, mapping, signal }: Omit<RunImport, 'dryRun'>): Promise<ImportJob> {
  return postForm('/crm/import/{kind}/jobs', { file, mapping: JSON.stringify(mapping) }, { path: { kind }, signal });
}
