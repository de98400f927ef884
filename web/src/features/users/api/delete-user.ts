import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

export function deleteUser(userId: number): Promise<void> {
  return http.delete(`/users/${userId}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
