import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidateAll, queryKeys, refetchWhenStale } from '@/lib/query-keys';
import { addMessage, addNote, addTask, addTaskUser, moveTask, removeTaskUser, reorderTask, setStatus, setTaskUsers, updateTask } from './calls';
import { applyMove, neighbours, type Target } from '../lib/board';
import type { BoardOut, TaskCard } from './types';

/**
 * What a task change refreshes: every task view (board, lists, the task, each record's Tasks section) and Home's
 * day (its tasks due). The records' own activity shows the change too.
 */
export const TASK_ROOTS = [queryKeys.taskpad.all, queryKeys.users.myDays(), queryKeys.customers.all, queryKeys.suppliers.all, queryKeys.others.all, queryKeys.companies.all] as const;

export function invalidateTasks(queryClient: QueryClient): Promise<void> {
  return invalidateAll(queryClient, TASK_ROOTS);
}

/** A task change. With `refetchStale`, one refused as stale (409: someone else changed the task since it was read)
 * refreshes the task views too, so the next try starts from the task as it is now (not for the edit form, whose
 * Reload offer keeps what was typed). */
function useTaskMutation<V, R>(fn: (variables: V) => Promise<R>, { refetchStale = false } = {}) {
  const queryClient = useQueryClient();
  const onError = refetchStale ? refetchWhenStale(queryClient, TASK_ROOTS) : undefined;
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateTasks(queryClient), onError });
}

export const useAddTask = () => useTaskMutation(addTask);
export const useUpdateTask = () => useTaskMutation(({ taskId, body }: { taskId: number; body: Parameters<typeof updateTask>[1] }) => updateTask(taskId, body));
/** Open, done or cancelled from the version shown: a task changed since (409) is refreshed, and the error says so. */
export const useSetStatus = () => useTaskMutation(setStatus, { refetchStale: true });
export const useAddNote = () => useTaskMutation(addNote);
export const useAddTaskUser = () => useTaskMutation(addTaskUser);
/** The owner and the assigned set, sent with the task's version: a task changed since (409) is refreshed, so the
 * set sent next includes what someone else did meanwhile instead of undoing it. */
export const useSetTaskUsers = () => useTaskMutation(setTaskUsers, { refetchStale: true });
export const useRemoveTaskUser = () => useTaskMutation(removeTaskUser);

export function useAddMessage(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.taskpad.detail(taskId) }),
  });
}

/** A card moved from its stage to a place among `others` (the target column without the card). */
export type Move = { taskId: number; fromStageId: number; target: Target; others: readonly TaskCard[] };

/**
 * Move a card (drag or "Move to…"): the board shows it at once in its new place, the API writes one row; a
 * refusal puts the board back as it was.
 */
export function useMoveTask(boardKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, fromStageId, target, others }: Move) => {
      const place = neighbours(others, target.index);
      return fromStageId === target.stageId
        ? reorderTask({ taskId, ...place })
        : moveTask({ taskId, stageId: target.stageId, ...place });
    },
    onMutate: async ({ taskId, target }: Move) => {
      await queryClient.cancelQueries({ queryKey: boardKey });
      const before = queryClient.getQueryData<BoardOut>(boardKey);
      if (before) queryClient.setQueryData<BoardOut>(boardKey, applyMove(before, taskId, target));
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(boardKey, context.before);
    },
    onSettled: () => invalidateTasks(queryClient),
  });
}
