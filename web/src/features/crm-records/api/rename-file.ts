import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FileOut, FileRename } from '@/lib/api/types';
import { http } from '@/lib/http';
import { renamePath, targetKey, type FileTarget } from './file-target';

export function renameFile(target: FileTarget, body: FileRename): Promise<FileOut> {
  return http.post<FileOut>(renamePath(target), body);
}

export function useRenameFile(target: FileTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FileRename) => renameFile(target, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: targetKey(target) }),
  });
}
