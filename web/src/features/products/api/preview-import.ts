import { useMutation } from '@tanstack/react-query';
import type { ProductImportPreview } from '@/lib/api/types';
import { uploadForm } from '@/lib/api/form';

export type PreviewImport = { file: File; onProgress?: (fraction: number) => void; signal?: AbortSignal };

/**
 * Upload a price list (with progress) to be read, not imported: its columns, every row's cells, the fields a
 * column can fill and a suggested mapping.
 */
export function previewImport({ file, onProgress, signal }: PreviewImport): Promise<ProductImportPreview> {
  return uploadForm('/products/import/preview', { file }, { onProgress, signal });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
