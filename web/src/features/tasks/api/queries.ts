import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getInternalContacts } from '@/lib/internal-contacts';
import { queryKeys } from '@/lib/query-keys';
import { getActivity, getAttachableFiles, getBoard, getMessages, getStages, getTask, getTaskList } from './calls';
import type { ListQuery, Scope, TaskPage } from './types';

/** How many cards a column shows at first, and loads at a time after. */
export const COLUMN_PAGE = 50;

export type BoardParams = { userId: number; scope: Scope; query: ListQuery };

export const boardQuery = (params: BoardParams) =>
  queryOptions({
    queryKey: queryKeys.taskpad.board(params),
    queryFn: ({ signal }) => getBoard(params.userId, params.scope, params.query, signal),
    placeholderData: keepPreviousData,
  });

export function useBoard(params: BoardParams, enabled = true) {
  return useQuery({ ...boardQuery(params), enabled });
}

/**
 * A column's cards after its first 50, a page at a time from the rank cursor: nothing is fetched until the
 * column asks (`enabled`), i.e. until it is scrolled to its end.
 */
export function useColumnMore(params: BoardParams, stageId: number, firstAfter: string | null, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.taskpad.column(params, stageId), firstAfter],
    queryFn: ({ pageParam, signal }) =>
      getTaskList(params.userId, params.scope, { ...params.query, stage_id: stageId, after: pageParam, sort: 'rank', items_per_page: COLUMN_PAGE }, signal),
    initialPageParam: firstAfter ?? '',
    getNextPageParam: (last: TaskPage) => (last.items.length < COLUMN_PAGE ? undefined : last.items.at(-1)?.rank),
    enabled: enabled && firstAfter !== null,
  });
}

export function useTaskList(params: BoardParams) {
  return useQuery({
    queryKey: queryKeys.taskpad.list(params),
    queryFn: ({ signal }) => getTaskList(params.userId, params.scope, params.query, signal),
    placeholderData: keepPreviousData,
  });
}

export const taskQuery = (taskId: number) =>
  queryOptions({ queryKey: queryKeys.taskpad.detail(taskId), queryFn: ({ signal }) => getTask(taskId, signal) });

export function useTask(taskId: number) {
  return useQuery(taskQuery(taskId));
}

export function useMessages(taskId: number) {
  return useQuery({ queryKey: queryKeys.taskpad.messages(taskId), queryFn: ({ signal }) => getMessages(taskId, signal) });
}

/** The files a message on the task may attach: its linked records'. */
export function useAttachableFiles(taskId: number) {
  return useQuery({ queryKey: queryKeys.taskpad.files(taskId), queryFn: ({ signal }) => getAttachableFiles(taskId, signal) });
}

export function useActivity(taskId: number) {
  return useQuery({ queryKey: queryKeys.taskpad.activity(taskId), queryFn: ({ signal }) => getActivity(taskId, signal) });
}

export function useStages() {
  return useQuery({ queryKey: queryKeys.taskpad.stages(), queryFn: ({ signal }) => getStages(signal), staleTime: 5 * 60_000 });
}

/** Staff one can give a task to or mention: `GET /contacts/internal`. */
export function useStaff() {
  return useQuery({ queryKey: queryKeys.users.internalContacts(), queryFn: ({ signal }) => getInternalContacts(signal), staleTime: 5 * 60_000 });
}
