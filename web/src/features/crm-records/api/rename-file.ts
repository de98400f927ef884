import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FileOut, FileRename } from '@/lib/api/types';
import { refetchWhenStale } from '@/lib/query-keys';
import { renameFileOf, targetKey, type FileTarget } from './file-target';

export function renameFile(target: FileTarget, body: FileRename): Promise<FileOut> {
  return renameFileOf(target, body);
}

export function useRenameFile(target: FileTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FileRename) => renameFile(target, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: targetKey(target) }),
    onError: refetchWhenStale(queryClient, [targetKey(target)]),
  });
}
