import { z } from 'zod';
import type { RecordType, TaskAddIn, TaskLinkIn, TaskOut, TaskPriority, TaskUpdateIn } from '../api/types';
import { fromLocalInput, isPriority, toLocalInput } from './format';
import { isRecordType, RECORD_LABELS } from './links';

const RECORD_TYPES = Object.keys(RECORD_LABELS) as [RecordType, ...RecordType[]];

/** A link on the form: its record and what it is called (the label the API gave, or the picker's name). */
export type FormLink = TaskLinkIn & { label: string };

export const taskSchema = z.object({
  title: z.string().trim().min(1, 'This field is required').max(200, 'You must enter a maximum of 200 characters'),
  description: z.string().max(10000, 'You must enter a maximum of 10000 characters'),
  priority: z.enum(['low', 'normal', 'high', 'urgent']),
  // A datetime-local value ("2026-11-27T17:00") or nothing: a day or time naming none is refused, never dropped.
  due_at: z.string().refine((value) => value === '' || fromLocalInput(value) !== null, 'Write the day as dd/mm/yyyy and the time as hh:mm.'),
  taskOwner: z.number().nullable(),
  assignedUsers: z.array(z.number()),
  involvedUsers: z.array(z.number()),
  links: z.array(z.object({ record_type: z.enum(RECORD_TYPES), record_id: z.number(), label: z.string() })),
});

export type TaskValues = z.infer<typeof taskSchema>;

/** The form's fields, named as the API names them (its field errors land on them). */
export const TASK_FIELDS = ['title', 'description', 'priority', 'due_at', 'taskOwner', 'assignedUsers', 'involvedUsers', 'links'] as const;

export function emptyTask(ownerId: number | null, links: FormLink[]): TaskValues {
  return { title: '', description: '', priority: 'normal', due_at: '', taskOwner: ownerId, assignedUsers: [], involvedUsers: [], links };
}

const linksIn = (links: readonly FormLink[]): TaskLinkIn[] => links.map(({ record_type, record_id }) => ({ record_type, record_id }));

export function toTaskAddIn(values: TaskValues): TaskAddIn {
  return {
    title: values.title.trim(),
    description: values.description,
    priority: values.priority as TaskPriority,
    due_at: fromLocalInput(values.due_at),
    taskOwner: values.taskOwner,
    assignedUsers: values.assignedUsers,
    involvedUsers: values.involvedUsers,
    links: linksIn(values.links),
  };
}

/** The edit form of a task: its own fields are saved (people change through their own calls). */
export const EDIT_FIELDS = ['title', 'description', 'priority', 'due_at', 'links'] as const;

export function editValues(task: TaskOut): TaskValues {
  return {
    taskOwner: task.owner.id,
    assignedUsers: task.assigned.map((person) => person.userId),
    involvedUsers: task.involved.map((person) => person.userId),
    title: task.title,
    description: task.description ?? '',
    priority: isPriority(task.priority) ? task.priority : 'normal',
    due_at: toLocalInput(task.due_at),
    links: task.links.flatMap((link) => (isRecordType(link.record_type) ? [{ ...link, record_type: link.record_type }] : [])),
  };
}

export function toTaskUpdateIn(values: TaskValues, version: number): TaskUpdateIn {
  return {
    title: values.title.trim(),
    description: values.description,
    priority: values.priority as TaskPriority,
    due_at: fromLocalInput(values.due_at),
    links: linksIn(values.links),
    version,
  };
}

/** A field error of the API on a list's item (`links.0.record_id`) belongs to the list's field. */
export function listFieldErrors(error: unknown): unknown {
  if (!error || typeof error !== 'object' || !('errors' in error) || !Array.isArray(error.errors)) return error;
  for (const each of error.errors as { field: string }[]) each.field = each.field.replace(/^(\w+)\.\d+(\..*)?$/, '$1');
  return error;
}
