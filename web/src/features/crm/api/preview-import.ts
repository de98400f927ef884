import { useMutation } from '@tanstack/react-query';
import type { ImportPreview } from '@/lib/api/types';
import { postForm } from '@/lib/api/form';
import type { ImportKind } from '../tabs';

export type PreviewImport = { kind: ImportKind; file: File; signal?: AbortSignal };

/** Read an uploaded CSV without importing it: its columns, first rows, row count and a suggested mapping. */
export function previewImport({ kind, file, signal }: PreviewImport): Promise<ImportPreview> {
  return postForm('/crm/import/{kind}/preview', { file }, { path: { kind }, signal });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
