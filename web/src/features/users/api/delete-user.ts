import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, done } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

export function deleteUser(userId: number): Promise<void> {
  return done(api.DELETE('/users/{id}', { params: { path: { id: userId } } }));
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
