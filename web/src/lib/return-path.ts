/**
 * Where to go after logging in: the screen that sent the visitor to /login (a deep link opened while logged
 * out, or the screen on which the session expired). Only a path of this app is followed, never another site.
 */
import type { Location } from 'react-router';

/** What /login is sent with in the router's state; `?next=` in its address does the same for a link. */
export type LoginState = { from?: string };

const BASE = 'https://brickmate.invalid';
/** Control characters and backslashes (which browsers read as slashes: `/\evil.com`) are never in a path of ours. */
const isUnsafe = (value: string): boolean =>
  [...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * The same-origin path, search and hash `value` names, or null: an absolute URL (`https://…`), a
 * protocol-relative one (`//evil.com`), anything not starting with one slash, and /login itself are refused.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || isUnsafe(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname === '/login') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The screen's address as a return path (path, search and hash). */
export function returnPathOf(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The router state to open /login with so that logging in comes back to `location`. */
export function loginStateFor(location: Pick<Location, 'pathname' | 'search' | 'hash'>): LoginState {
  const from = safeReturnPath(returnPathOf(location));
  return from && from !== '/' ? { from } : {};
}

/** Where logging in leads: the screen in the router state, else `?next=`, else Home. */
export function afterLoginPath(state: unknown, search: string): string {
  const from = state && typeof state === 'object' ? (state as LoginState).from : undefined;
  return safeReturnPath(from) ?? safeReturnPath(new URLSearchParams(search).get('next')) ?? '/';
}
