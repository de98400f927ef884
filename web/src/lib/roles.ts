import type { Session } from './session';

/** Managers and admins may delete records (the API refuses anyone else with 403). */
export function canDelete(session: Pick<Session, 'role'>): boolean {
  return session.role === 'admin' || session.role === 'manager';
}

/** Managers and admins: they check quotes before a large one is sent (the API refuses anyone else with 403). */
export function isManager(session: Pick<Session, 'role'>): boolean {
  return session.role === 'admin' || session.role === 'manager';
}
