import { useMutation } from '@tanstack/react-query';
import type { LoginIn, LoginOut } from '@/lib/api/types';
import { http } from '@/lib/http';
import { startSession } from '@/lib/session';

/** A 401 here means wrong credentials, not an expired session: the form shows it. */
export function login(body: LoginIn): Promise<LoginOut> {
  return http.put<LoginOut>('/auth/login', body, { allowUnauthorized: true });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => startSession(data),
  });
}
