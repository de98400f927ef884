import { useMutation } from '@tanstack/react-query';
import type { Message, SetNewPasswordIn } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';

/** Change the own password: no reset token, so the API checks the bearer token instead. */
export function changePassword(userId: number, newPassword: string): Promise<Message> {
  const body: SetNewPasswordIn = { userId, newPassword };
  return unwrap(api.PUT('/auth/setNewPassword', { body }));
}

export function useChangePassword() {
  return useMutation({
    mutationFn: ({ userId, newPassword }: { userId: number; newPassword: string }) =>
      changePassword(userId, newPassword),
  });
}
