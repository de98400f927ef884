import type { ImportJob, ProductImportIn, ProductImportJobIn, ProductImportReport } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import type { ImportRowIn } from '../lib/import-rows';

export type ImportRows = { rows: ImportRowIn[]; supplierId: number | null; dryRun: boolean; signal?: AbortSignal };

/**
 * Create or update products from rows of a price list, matched by supplier + code. A dry run writes nothing and
 * says what each row would do; a real run of rows already imported changes nothing (they come back unchanged).
 */
export function importRows({ rows, supplierId, dryRun, signal }: ImportRows): Promise<ProductImportReport> {
  const body: ProductImportIn = { rows, supplier_id: supplierId, dry_run: dryRun };
  return unwrap(api.POST('/products/multiple/add', { body, signal }));
}

/** The real run of the rows as a background job (5,000 rows a batch, each saved as it completes). */
export function startImportJob({ rows, supplierId, signal }: Omit<ImportRows, 'dryRun'>): Promise<ImportJob> {
  const body: ProductImportJobIn = { rows, supplier_id: supplierId };
  return unwrap(api.POST('/products/import/jobs', { body, signal }));
}
