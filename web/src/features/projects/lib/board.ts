/** The board as the screen changes it before the server answers: a card taken out of one column and put in another. */
import type { BoardOut, ProjectOut, Stage } from '@/lib/api/types';
import { fromPence, toPence } from '@/lib/money';

export type Move = { projectId: number; stage: Stage; index: number };

/** The card, and where it is: its column's stage and its place in the column. */
export function findCard(board: BoardOut, projectId: number): { project: ProjectOut; stage: Stage; index: number } | null {
  for (const column of board.columns) {
    const index = column.items.findIndex((item) => item.project_id === projectId);
    if (index >= 0) return { project: column.items[index], stage: column.stage, index };
  }
  return null;
}

const addAmount = (total: string, amount: string | null, sign: 1 | -1): string => {
  const pence = toPence(amount);
  const sum = toPence(total);
  return pence === null || sum === null ? total : fromPence(Math.max(0, sum + sign * pence));
};

/**
 * The board after the move: the card at `index` of `stage`'s column (counted without the card itself, as the
 * API counts it), the two columns' counts and summed values adjusted. The board is unchanged if the card is
 * not on it.
 */
export function applyMove(board: BoardOut, { projectId, stage, index }: Move): BoardOut {
  const found = findCard(board, projectId);
  if (!found) return board;
  const moved: ProjectOut = { ...found.project, stage };
  const columns = board.columns.map((column) => {
    let { items, total, estimated_value } = column;
    if (column.stage === found.stage) {
      items = items.filter((item) => item.project_id !== projectId);
      total -= 1;
      estimated_value = addAmount(estimated_value, moved.estimated_value, -1);
    }
    if (column.stage === stage) {
      const at = Math.max(0, Math.min(index, items.length));
      items = [...items.slice(0, at), moved, ...items.slice(at)];
      total += 1;
      estimated_value = addAmount(estimated_value, moved.estimated_value, 1);
    }
    return { ...column, items, total, estimated_value };
  });
  return { ...board, columns };
}

/** Whether the move leaves the card where it is. */
export function isNoMove(board: BoardOut, move: Move): boolean {
  const found = findCard(board, move.projectId);
  return !found || (found.stage === move.stage && found.index === move.index);
}
