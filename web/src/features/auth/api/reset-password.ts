import { useMutation } from '@tanstack/react-query';
import type { Message, SetNewPasswordIn } from '@/lib/api/types';
import { api, KEEP_SESSION, unwrap } from '@/lib/api/client';

/** Set a new password with the token from the mailed reset link. */
export function resetPassword(body: SetNewPasswordIn): Promise<Message> {
  return unwrap(api.PUT('/auth/setNewPassword', { body, ...KEEP_SESSION }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
