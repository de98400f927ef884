import { useMutation } from '@tanstack/react-query';
import type { ImportPreview } from '@/lib/api/types';
import { http } from '@/lib/http';
import type { ImportKind } from '../tabs';

export type PreviewImport = { kind: ImportKind; file: File; signal?: AbortSignal };

/** Read an uploaded CSV without importing it: its columns, first rows, row count and a suggested mapping. */
export function previewImport({ kind, file, signal }: PreviewImport): Promise<ImportPreview> {
  const form = new FormData();
  form.append('file', file);
  return http.postForm<ImportPreview>(`/crm/import/${kind}/preview`, form, { signal });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
