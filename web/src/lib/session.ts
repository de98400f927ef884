/**
 * The client-side session and app view state, persisted in localStorage under one key per field
 * (spec section 3). Server data never lives here: TanStack Query is the only server cache.
 */
import { useSyncExternalStore } from 'react';
import type { LoginOut } from './api/types';

export const CRM_DEFAULTS = { tab: 'customers', page: 1, itemsPerPage: 25 } as const;

export type Session = {
  isAuth: boolean;
  userId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  token: string;
  role: string;
  tab: string;
  page: number;
  itemsPerPage: number;
};

/** The user part of the session: every key cleared at logout. */
const USER_KEYS = ['userId', 'firstName', 'lastName', 'email', 'phone', 'token', 'role'] as const;

export type ProfileFields = Pick<Session, 'firstName' | 'lastName' | 'email' | 'phone'>;
export type CrmView = Pick<Session, 'tab' | 'page' | 'itemsPerPage'>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readInt(value: string | null, fallback: number): number {
  const n = value === null ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function read(): Session {
  const s = storage();
  const get = (key: string) => s?.getItem(key) ?? null;
  const userId = get('userId');
  const token = get('token') ?? '';
  return {
    isAuth: get('isAuth') === 'true' && token !== '',
    userId: userId ? readInt(userId, 0) || null : null,
    firstName: get('firstName') ?? '',
    lastName: get('lastName') ?? '',
    email: get('email') ?? '',
    phone: get('phone') ?? '',
    token,
    role: get('role') ?? '',
    tab: get('tab') || CRM_DEFAULTS.tab,
    page: readInt(get('page'), CRM_DEFAULTS.page),
    itemsPerPage: readInt(get('itemsPerPage'), CRM_DEFAULTS.itemsPerPage),
  };
}

function write(values: Partial<Record<keyof Session, string | number | boolean | null>>): void {
  const s = storage();
  if (!s) return;
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) s.removeItem(key);
    else s.setItem(key, String(value));
  }
}

let current: Session = read();
const listeners = new Set<() => void>();

function publish(): void {
  current = read();
  listeners.forEach((listener) => listener());
}

/** Write the defaults of any missing view-state key, so the stored state is always complete. */
export function initSession(): Session {
  const s = storage();
  if (s) {
    if (s.getItem('isAuth') === null) s.setItem('isAuth', 'false');
    if (s.getItem('tab') === null) s.setItem('tab', CRM_DEFAULTS.tab);
    if (s.getItem('page') === null) s.setItem('page', String(CRM_DEFAULTS.page));
    if (s.getItem('itemsPerPage') === null) s.setItem('itemsPerPage', String(CRM_DEFAULTS.itemsPerPage));
  }
  publish();
  return current;
}

export function getSession(): Session {
  return current;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Login stores isAuth, the user's id, names, email, phone, token and role. */
export function startSession(login: LoginOut): void {
  write({
    isAuth: true,
    userId: login.userId,
    firstName: login.firstName,
    lastName: login.lastName,
    email: login.email,
    phone: login.phone,
    token: login.token,
    role: login.role,
  });
  publish();
}

/** A profile update replaces names, email and phone. */
export function updateSessionProfile(profile: ProfileFields): void {
  write(profile);
  publish();
}

export function setCrmView(view: Partial<CrmView>): void {
  write(view);
  publish();
}

/**
 * Logout (or an expired token): isAuth false, the user's fields removed, view state back to defaults.
 * `quiet` skips re-rendering, for a logout that reloads the page right after.
 */
export function clearSession({ quiet = false }: { quiet?: boolean } = {}): void {
  write({ isAuth: false, ...Object.fromEntries(USER_KEYS.map((key) => [key, null])), ...CRM_DEFAULTS });
  if (quiet) current = read();
  else publish();
}

/** Another tab logged in or out: follow it. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea === storage()) publish();
  });
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function isAdmin(session: Pick<Session, 'role'>): boolean {
  return session.role === 'admin';
}
