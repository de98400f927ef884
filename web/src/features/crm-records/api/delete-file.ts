import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { getSession } from '@/lib/session';
import { deleteCall, targetKey, type FileTarget } from './file-target';

export function deleteFile(target: FileTarget, fileId: number): Promise<void> {
  const call = deleteCall(target, fileId, getSession().userId);
  return call.method === 'PUT' ? http.put(call.path, call.body) : http.delete(call.path, { query: call.query });
}

export function useDeleteFile(target: FileTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) => deleteFile(target, fileId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: targetKey(target) }),
  });
}
