import { useMutation } from '@tanstack/react-query';
import type { ProductImportPreview } from '@/lib/api/types';
import { http } from '@/lib/http';

export type PreviewImport = { file: File; onProgress?: (fraction: number) => void; signal?: AbortSignal };

/**
 * Upload a price list (with progress) to be read, not imported: its columns, every row's cells, the fields a
 * column can fill and a suggested mapping.
 */
export function previewImport({ file, onProgress, signal }: PreviewImport): Promise<ProductImportPreview> {
  const form = new FormData();
  form.append('file', file);
  return http.upload<ProductImportPreview>('/products/import/preview', form, { onProgress, signal });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
