import { useMutation } from '@tanstack/react-query';
import type { ImportPreview } from '@/lib/api/types';
import type { ImportKind } from '../tabs';
import { send } from './send';

export type PreviewImport = { kind: ImportKind; file: File; signal?: AbortSignal };

/** Read an uploaded CSV without importing it: its columns, first rows, row count and a suggested mapping. */
export async function previewImport({ kind, file, signal }: PreviewImport): Promise<ImportPreview> {
  const form = new FormData();
  form.append('file', file);
  const response = await send(`/crm/import/${kind}/preview`, { method: 'POST', form, signal });
  return (await response.json()) as ImportPreview;
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
