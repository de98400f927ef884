import { useMutation } from '@tanstack/react-query';
import type { Message, SetNewPasswordIn } from '@/lib/api/types';
import { http } from '@/lib/http';

/** Set a new password with the token from the mailed reset link. */
export function resetPassword(body: SetNewPasswordIn): Promise<Message> {
  return http.put<Message>('/auth/setNewPassword', body, { allowUnauthorized: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
