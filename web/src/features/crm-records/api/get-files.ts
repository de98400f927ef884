import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FileOut } from '@/lib/api/types';
import { filesKey, listFiles, type FileTarget } from './file-target';

/** Uploaded files and recorded links, newest first. */
export function getFiles(target: FileTarget, signal?: AbortSignal): Promise<FileOut[]> {
  return listFiles(target, signal);
}

export const filesQueryOptions = (target: FileTarget) =>
  queryOptions({
    queryKey: filesKey(target),
    queryFn: ({ signal }) => getFiles(target, signal),
  });

export function useFiles(target: FileTarget) {
  return useQuery(filesQueryOptions(target));
}
