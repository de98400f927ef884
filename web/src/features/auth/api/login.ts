import { useMutation } from '@tanstack/react-query';
import type { LoginIn, LoginOut } from '@/lib/api/types';
import { startSession } from '@/lib/session';

/**
 * The typed API client (openapi-fetch) is not part of the first screen: the login screen draws without it and
 * starts loading it at once (`preloadLoginCall`), so it is there by the time the user presses Log in.
 */
const client = () => import('@/lib/api/client');

export function preloadLoginCall(): void {
  void client();
}

/** A 401 here means wrong credentials, not an expired session: the form shows it. */
export async function login(body: LoginIn): Promise<LoginOut> {
  const { api, KEEP_SESSION, unwrap } = await client();
  return unwrap(api.PUT('/auth/login', { body, ...KEEP_SESSION }));
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => startSession(data),
  });
}
