import { browser } from '@/lib/browser';
import { http } from '@/lib/http';
import { clearSession } from '@/lib/session';

/**
 * Revoke the token (a failure changes nothing for the user), forget the session, reload at /.
 * The session is cleared quietly so the screen does not jump to /login before the reload.
 */
export async function logout(): Promise<void> {
  try {
    await http.post<void>('/auth/logout', undefined, { allowUnauthorized: true });
  } catch {
    // The token is forgotten below either way; an unreachable server must not keep anyone logged in.
  }
  clearSession({ quiet: true });
  browser.assign('/');
}
