import { useMutation } from '@tanstack/react-query';
import type { Message } from '@/lib/api/types';
import { http } from '@/lib/http';

/** Mails a reset link when the address has an account; the answer is the same either way. */
export function requestPasswordReset(email: string): Promise<Message> {
  return http.get<Message>(`/auth/codeReset/${encodeURIComponent(email)}`, { allowUnauthorized: true });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
