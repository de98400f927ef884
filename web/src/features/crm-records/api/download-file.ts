import { useMutation } from '@tanstack/react-query';
import type { FileOut } from '@/lib/api/types';
import { ApiError, NETWORK_ERROR } from '@/lib/http';
import { clearSession, getSession } from '@/lib/session';

/**
 * Downloads need the bearer token, so a plain link cannot carry them: fetch the file, then hand the blob
 * to the browser under the file's name.
 */
export async function fetchFileBlob(downloadUrl: string): Promise<Blob> {
  const { token, isAuth } = getSession();
  let response: Response;
  try {
    response = await fetch(downloadUrl, { headers: isAuth && token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { detail?: unknown };
    if (response.status === 401) clearSession();
    throw new ApiError(response.status, typeof body.detail === 'string' ? body.detail : 'The file could not be downloaded.');
  }
  return response.blob();
}

export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadFile() {
  return useMutation({
    mutationFn: async (file: FileOut) => {
      if (!file.download_url) throw new ApiError(400, 'This is a link, not an uploaded file.');
      saveBlob(await fetchFileBlob(file.download_url), file.name);
    },
  });
}
