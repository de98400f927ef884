/** One function per task pad call, through the typed client. */
import { api, done, unwrap } from '@/lib/api/client';
import type { ListQuery, Scope, TaskAddIn, TaskMessageIn, TaskRole, TaskStatus, TaskUpdateIn } from './types';

export const getBoard = (userId: number, scope: Scope, query: ListQuery, signal?: AbortSignal) =>
  unwrap(api.GET('/tasks/board/{userId}/{scope}', { params: { path: { userId, scope }, query }, signal }));

export const getTaskList = (userId: number, scope: Scope, query: ListQuery, signal?: AbortSignal) =>
  unwrap(api.GET('/tasks/{userId}/{scope}', { params: { path: { userId, scope }, query }, signal }));

export const getTask = (taskId: number, signal?: AbortSignal) => unwrap(api.GET('/tasks/{taskId}', { params: { path: { taskId } }, signal }));

export const getStages = (signal?: AbortSignal) => unwrap(api.GET('/tasks/stages', { signal }));

export const addTask = (body: TaskAddIn) => unwrap(api.POST('/tasks/add', { body }));

export const updateTask = (taskId: number, body: TaskUpdateIn) => unwrap(api.PUT('/tasks/update/{id}', { params: { path: { id: taskId } }, body }));

export const deleteTask = (taskId: number) => done(api.DELETE('/tasks/delete/{id}', { params: { path: { id: taskId } } }));

/** `version` is the task's as shown: a task changed since (reopened, closed or edited by someone else) is 409. */
export const setStatus = (body: { taskId: number; status: TaskStatus; userId: number; version: number }) => unwrap(api.PUT('/tasks/status', { body }));

export const addNote = (body: { taskId: number; note: string }) => unwrap(api.POST('/tasks/add/note', { body }));

export const getMessages = (taskId: number, signal?: AbortSignal) =>
  unwrap(api.GET('/tasks/get/messages/{taskId}', { params: { path: { taskId } }, signal }));

export const getActivity = (taskId: number, signal?: AbortSignal) =>
  unwrap(api.GET('/tasks/get/activity/{taskId}', { params: { path: { taskId }, query: { items_per_page: 50 } }, signal }));

export const getAttachableFiles = (taskId: number, signal?: AbortSignal) =>
  unwrap(api.GET('/tasks/get/files/{taskId}', { params: { path: { taskId } }, signal }));

export const addMessage = (body: TaskMessageIn) => unwrap(api.POST('/tasks/add/message', { body }));

export const addTaskUser = (body: { taskId: number; userId: number; role: TaskRole }) => unwrap(api.POST('/tasks/users/add', { body }));

export const setTaskUsers = (body: { taskId: number; taskOwner: number; assignedUsers: number[]; version: number }) => unwrap(api.POST('/tasks/users', { body }));

export const removeTaskUser = (taskUserId: number) => unwrap(api.DELETE('/tasks/users/remove/{id}', { params: { path: { id: taskUserId } } }));

export type Placement = { beforeId?: number | null; afterId?: number | null };

export const reorderTask = (body: { taskId: number } & Placement) => unwrap(api.PUT('/tasks/stage/order', { body }));

export const moveTask = (body: { taskId: number; stageId: number } & Placement) => unwrap(api.PUT('/tasks/stage/update', { body }));
