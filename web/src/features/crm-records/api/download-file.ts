import { useMutation } from '@tanstack/react-query';
import type { FileOut } from '@/lib/api/types';
import { ApiError, apiPath, http } from '@/lib/http';

/** Save an uploaded file under its name (the server's, else the record's). Links open in a tab instead. */
export function downloadFile(file: FileOut): Promise<string> {
  if (!file.download_url) return Promise.reject(new ApiError(400, 'This is a link, not an uploaded file.'));
  return http.download(apiPath(file.download_url), { filename: file.name });
}

export function useDownloadFile() {
  return useMutation({ mutationFn: downloadFile });
}
