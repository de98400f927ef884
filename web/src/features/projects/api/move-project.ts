import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardOut, BoardParams, ProjectDetailOut, ProjectMove } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { isApiError } from '@/lib/http';
import { queryKeys } from '@/lib/query-keys';
import { applyMove, type Move } from '../lib/board';

/** Put the project at `index` of `stage`'s column (0-based, counted without the project); a stale version is 409. */
export function moveProject(body: ProjectMove): Promise<ProjectDetailOut> {
  return unwrap(api.PUT('/projects/move', { body }));
}

export const STALE_MOVE = 'This project was changed by someone else. The board now shows the latest.';

/** Whether a failed move was refused because someone else changed the project first. */
export const isStaleMove = (error: unknown) => isApiError(error) && error.status === 409;

type Context = { previous: BoardOut | undefined };

/**
 * A board move shows at once; if the server refuses it the board goes back as it was, and it is fetched again
 * either way (other people move cards too).
 */
export function useMoveProject(params: BoardParams) {
  const queryClient = useQueryClient();
  const key = queryKeys.projects.board(params);
  return useMutation<ProjectDetailOut, Error, Move & { version: number }, Context>({
    mutationFn: ({ projectId, stage, index, version }) =>
      moveProject({ project_id: projectId, stage, index, version }),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<BoardOut>(key);
      if (previous) queryClient.setQueryData<BoardOut>(key, applyMove(previous, move));
      return { previous };
    },
    onSuccess: (saved) => {
      // The card's new version, so that moving it again before the board is fetched is not taken as stale.
      queryClient.setQueryData<BoardOut>(key, (board) =>
        board && {
          ...board,
          columns: board.columns.map((column) => ({
            ...column,
            items: column.items.map((item) =>
              item.project_id === saved.project_id ? { ...item, version: saved.version } : item,
            ),
          })),
        },
      );
    },
    onError: (_, __, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    // Not awaited: the outcome is told at once, while the latest board loads.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.projects.all }),
  });
}
