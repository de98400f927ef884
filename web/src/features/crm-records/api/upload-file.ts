import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FileOut } from '@/lib/api/types';
import type { UploadOptions } from '@/lib/http';
import { insertFile, targetKey, type FileTarget } from './file-target';

/** The API refuses more (413); checked first so nobody waits for an upload that cannot succeed. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
export const ACCEPTED_FILES =
  '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.csv,.txt,.rtf,.jpg,.jpeg,.png,.gif,.webp,.tif,.tiff,.dwg,.dxf';

export function uploadFile(target: FileTarget, file: File, options: UploadOptions = {}): Promise<FileOut> {
  return insertFile(target, { file }, options);
}

export type Upload = { file: File; onProgress: (fraction: number) => void };

export function useUploadFile(target: FileTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: Upload) => uploadFile(target, file, { onProgress }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: targetKey(target) }),
  });
}
