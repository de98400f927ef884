import { browser } from '@/lib/browser';
import { api, done, KEEP_SESSION } from '@/lib/api/client';
import { clearSession } from '@/lib/session';

/**
 * Revoke the token (a failure changes nothing for the user), forget the session, reload at /.
 * The session is cleared quietly so the screen does not jump to /login before the reload.
 */
export async function logout(): Promise<void> {
  try {
    await done(api.POST('/auth/logout', { ...KEEP_SESSION }));
  } catch {
    // The token is forgotten below either way; an unreachable server must not keep anyone logged in.
  }
  clearSession({ quiet: true });
  browser.assign('/');
}
