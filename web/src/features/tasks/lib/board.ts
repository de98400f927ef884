import type { BoardOut, TaskCard } from '../api/types';

/** Where a card goes: its stage and its place among the stage's other cards (0: the top). */
export type Target = { stageId: number; index: number };

/**
 * The neighbours of a card placed at `index` among `others` (the column without the card), as the API names
 * them: it goes below `afterId` (the card above it), else above `beforeId` (the card below it), else at the
 * top; only its own row is written.
 */
export function neighbours(others: readonly TaskCard[], index: number): { afterId: number | null; beforeId: number | null } {
  const at = Math.max(0, Math.min(index, others.length));
  return { afterId: others[at - 1]?.id ?? null, beforeId: others[at]?.id ?? null };
}

/** The board with one card moved: taken out of its column, put at `index` of the target's (totals kept right). */
export function applyMove(board: BoardOut, taskId: number, target: Target): BoardOut {
  let moving: TaskCard | undefined;
  for (const stage of board.stages) moving ??= stage.items.find((card) => card.id === taskId);
  if (!moving) return board;
  const card: TaskCard = { ...moving, stage_id: target.stageId };
  return {
    ...board,
    stages: board.stages.map((stage) => {
      const had = stage.items.some((item) => item.id === taskId);
      let items = stage.items.filter((item) => item.id !== taskId);
      let total = stage.total - (had ? 1 : 0);
      if (stage.id === target.stageId) {
        items = [...items.slice(0, target.index), card, ...items.slice(target.index)];
        total += 1;
      }
      return { ...stage, items, total };
    }),
  };
}
