import { useMutation } from '@tanstack/react-query';
import type { Message } from '@/lib/api/types';
import { api, KEEP_SESSION, unwrap } from '@/lib/api/client';

/** Mails a reset link when the address has an account; the answer is the same either way. */
export function requestPasswordReset(email: string): Promise<Message> {
  return unwrap(api.GET('/auth/codeReset/{email}', { params: { path: { email } }, ...KEEP_SESSION }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
