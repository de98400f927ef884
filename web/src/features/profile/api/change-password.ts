import { useMutation } from '@tanstack/react-query';
import type { Message, SetNewPasswordIn } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';

/** Change the own password: no reset token, so the API checks the bearer token and the current password. */
export function changePassword(userId: number, newPassword: string, currentPassword: string): Promise<Message> {
  const body: SetNewPasswordIn = { userId, newPassword, currentPassword };
  return unwrap(api.PUT('/auth/setNewPassword', { body }));
}

export function useChangePassword() {
  return useMutation({
    mutationFn: ({ userId, newPassword, currentPassword }: { userId: number; newPassword: string; currentPassword: string }) =>
      changePassword(userId, newPassword, currentPassword),
  });
}
