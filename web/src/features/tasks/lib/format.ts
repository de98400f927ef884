import type { TaskPriority, TaskStatus } from '../api/types';

export const PRIORITIES: readonly TaskPriority[] = ['low', 'normal', 'high', 'urgent'];
export const PRIORITY_LABELS: Record<TaskPriority, string> = { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' };
export const STATUS_LABELS: Record<TaskStatus, string> = { open: 'Open', done: 'Done', cancelled: 'Cancelled' };

export function isPriority(value: string): value is TaskPriority {
  return (PRIORITIES as readonly string[]).includes(value);
}

export const priorityLabel = (value: string): string => (isPriority(value) ? PRIORITY_LABELS[value] : value);
export const statusLabel = (value: string): string => (value in STATUS_LABELS ? STATUS_LABELS[value as TaskStatus] : value);

const due = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** "Due Fri 27 Nov, 17:00". */
export function dueLabel(value: string | null | undefined): string {
  if (!value) return 'No due date';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'No due date' : `Due ${due.format(date)}`;
}

/** An ISO instant as the value of a datetime-local input (the user's local time), and back. */
export function toLocalInput(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
