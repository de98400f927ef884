import type { ImportJob, MyDayOut, NotificationOut, UserOut } from '@/lib/api/types';

export const user = (overrides: Partial<UserOut> = {}): UserOut => ({
  userId: 1,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  role: 'admin',
  active: true,
  version: 1,
  created_at: '2025-01-01T09:00:00Z',
  last_login_at: null,
  ...overrides,
});

export const notification = (id: number, overrides: Partial<NotificationOut> = {}): NotificationOut => ({
  notification_id: id,
  userId: 1,
  message: `Notification ${id}`,
  link: `/users?from=${id}`,
  created_at: new Date().toISOString(),
  ...overrides,
});

export const myDay = (overrides: Partial<MyDayOut> = {}): MyDayOut => ({
  greeting: 'Good morning, Ada',
  date: '2025-11-21',
  user: user(),
  notifications: [],
  tasks: [],
  deliveries: [],
  quotes_expiring: [],
  quotes_awaiting_reply: [],
  ...overrides,
});

/** An import job as `GET /imports/{id}` answers (running, nothing done yet, unless `fields` say otherwise). */
export function importJob(fields: Partial<ImportJob> = {}): ImportJob {
  return {
    id: 7,
    kind: 'products',
    status: 'running',
    rows_total: 0,
    rows_done: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    rejected: 0,
    cancel_requested: false,
    error: null,
    report: null,
    created_at: '2026-11-26T12:00:00Z',
    started_at: '2026-11-26T12:00:00Z',
    finished_at: null,
    ...fields,
  };
}
