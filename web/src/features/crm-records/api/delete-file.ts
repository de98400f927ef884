import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSession } from '@/lib/session';
import { removeFile, targetKey, type FileTarget } from './file-target';

export function deleteFile(target: FileTarget, fileId: number): Promise<void> {
  return removeFile(target, fileId, getSession().userId);
}

export function useDeleteFile(target: FileTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) => deleteFile(target, fileId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: targetKey(target) }),
  });
}
