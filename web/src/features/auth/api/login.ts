import { useMutation } from '@tanstack/react-query';
import type { LoginIn, LoginOut } from '@/lib/api/types';
import { api, KEEP_SESSION, unwrap } from '@/lib/api/client';
import { startSession } from '@/lib/session';

/** A 401 here means wrong credentials, not an expired session: the form shows it. */
export function login(body: LoginIn): Promise<LoginOut> {
  return unwrap(api.PUT('/auth/login', { body, ...KEEP_SESSION }));
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => startSession(data),
  });
}
