/** One function per task pad call (TASKPAD_CONTRACT.md). */
import { call } from './raw';
import type {
  BoardOut,
  ListQuery,
  Scope,
  Stage,
  TaskAddIn,
  TaskCard,
  TaskMessage,
  TaskOut,
  TaskPage,
  TaskStatus,
  TaskUpdateIn,
} from './types';

export const getBoard = (userId: number, scope: Scope, query: ListQuery, signal?: AbortSignal) =>
  call<BoardOut>('GET', `/tasks/board/${userId}/${scope}`, { query, signal });

export const getTaskList = (userId: number, scope: Scope, query: ListQuery, signal?: AbortSignal) =>
  call<TaskPage>('GET', `/tasks/${userId}/${scope}`, { query, signal });

export const getTask = (taskId: number, signal?: AbortSignal) => call<TaskOut>('GET', `/tasks/${taskId}`, { signal });

export const getStages = (signal?: AbortSignal) => call<Stage[]>('GET', '/tasks/stages', { signal });

export const getLinkedTasks = (recordType: string, recordId: number, signal?: AbortSignal) =>
  call<TaskCard[]>('GET', `/tasks/linked/${recordType}/${recordId}`, { signal });

export const addTask = (body: TaskAddIn) => call<TaskOut>('POST', '/tasks/add', { body });

export const updateTask = (taskId: number, body: TaskUpdateIn) => call<TaskOut>('PUT', `/tasks/update/${taskId}`, { body });

export const deleteTask = (taskId: number) => call<unknown>('DELETE', `/tasks/delete/${taskId}`);

export const setStatus = (body: { taskId: number; status: TaskStatus; userId: number }) =>
  call<TaskOut>('PUT', '/tasks/status', { body });

export const addNote = (body: { taskId: number; note: string }) => call<unknown>('POST', '/tasks/add/note', { body });

export const getMessages = (taskId: number, signal?: AbortSignal) =>
  call<TaskMessage[]>('GET', `/tasks/get/messages/${taskId}`, { signal });

export const addMessage = (body: {
  taskId: number;
  userId: number;
  message: string;
  type: string;
  relatedId: number | null;
  relatedItem: string | null;
  involvedUsers: number[];
}) => call<TaskMessage>('POST', '/tasks/add/message', { body });

export const addTaskUser = (body: { taskId: number; userId: number; role: 'assigned' | 'involved' }) =>
  call<TaskOut>('POST', '/tasks/users/add', { body });

export const setTaskUsers = (body: { taskId: number; taskOwner: number; assignedUsers: number[] }) =>
  call<TaskOut>('POST', '/tasks/users', { body });

export const removeTaskUser = (taskUserId: number) => call<unknown>('DELETE', `/tasks/users/remove/${taskUserId}`);

export type Placement = { beforeId?: number | null; afterId?: number | null };

export const reorderTask = (body: { taskId: number } & Placement) => call<TaskCard>('PUT', '/tasks/stage/order', { body });

export const moveTask = (body: { taskId: number; stageId: number } & Placement) =>
  call<TaskCard>('PUT', '/tasks/stage/update', { body });
