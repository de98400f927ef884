import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FileOut } from '@/lib/api/types';
import { http } from '@/lib/http';
import { KIND_INFO } from './kinds';
import { filesKey, type FileTarget } from './file-target';

/** Uploaded files and recorded links, newest first. */
export function getFiles(target: FileTarget, signal?: AbortSignal): Promise<FileOut[]> {
  if (target.type === 'address') return http.put<FileOut[]>('/addresses/file/get', { address_id: target.id }, { signal });
  return http.get<FileOut[]>(`${KIND_INFO[target.kind].base}/file/${target.id}`, { signal });
}

export const filesQueryOptions = (target: FileTarget) =>
  queryOptions({
    queryKey: filesKey(target),
    queryFn: ({ signal }) => getFiles(target, signal),
  });

export function useFiles(target: FileTarget) {
  return useQuery(filesQueryOptions(target));
}
