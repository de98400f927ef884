import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useState, type DragEvent } from 'react';
import { ErrorState } from '@/components/SectionStates';
import type { BoardParams, Stage } from '@/lib/api/types';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { useBoard } from '../api/get-board';
import { isStaleMove, STALE_MOVE, useMoveProject } from '../api/move-project';
import { findCard, isNoMove } from '../lib/board';
import { BOARD_COLUMN_WIDTH, STAGE_LABELS, STAGES } from '../lib/stages';
import { BoardColumn } from './BoardColumn';

type Props = {
  params: BoardParams;
  /** A search or a customer narrows the columns: a card's place among the matches is not its place in the column. */
  filtered: boolean;
  /** Clears the search and the customer (offered when nothing matches them). */
  onClearAll: () => void;
};

type Target = { stage: Stage; index: number };

function LoadingBoard() {
  return (
    <Stack direction="row" spacing={1.5} role="status" aria-label="Loading the board" sx={{ overflow: 'hidden' }}>
      {STAGES.map((stage) => (
        <Skeleton key={stage} variant="rounded" height={360} sx={{ flex: '1 1 0', minWidth: BOARD_COLUMN_WIDTH }} />
      ))}
    </Stack>
  );
}

/**
 * The planning board: a column per stage. Drag a card to another place or stage (or use its menu); the board
 * shows the move at once and puts it back if the server refuses it.
 */
export function ProjectBoard({ params, filtered, onClearAll }: Props) {
  const board = useBoard(params);
  const move = useMoveProject(params);
  const { showSuccess, showError } = useSnackbar();
  const [dragging, setDragging] = useState<number | null>(null);
  const [target, setTarget] = useState<Target | null>(null);

  if (board.isError) return <ErrorState error={board.error} onRetry={() => void board.refetch()} />;
  if (!board.data) return <LoadingBoard />;
  const data = board.data;
  // The columns in board order, whatever order they come in.
  const columns = [...data.columns].sort((a, b) => STAGES.indexOf(a.stage) - STAGES.indexOf(b.stage));
  const nothingMatches = columns.every((column) => column.total === 0);
  const from = dragging === null ? null : (findCard(data, dragging)?.stage ?? null);

  const moveCard = (projectId: number, stage: Stage, index: number) => {
    const found = findCard(data, projectId);
    if (!found) return;
    // Among a search's matches only the top of a column is a place the server can be told.
    const place = filtered ? 0 : index;
    if ((filtered && stage === found.stage) || isNoMove(data, { projectId, stage, index: place })) return;
    move.mutate(
      { projectId, stage, index: place, version: found.project.version },
      {
        onSuccess: (saved) => {
          if (stage !== found.stage) showSuccess(`${saved.name} moved to ${STAGE_LABELS[stage]}.`);
        },
        onError: (error) => showError(isStaleMove(error) ? STALE_MOVE : errorMessage(error)),
      },
    );
  };

  const startDrag = (projectId: number, event: DragEvent) => {
    if (event.dataTransfer) {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(projectId));
    }
    setDragging(projectId);
  };
  const endDrag = () => {
    setDragging(null);
    setTarget(null);
  };
  const dragOver = (stage: Stage, index: number) => {
    const next = filtered ? (stage === from ? null : { stage, index: 0 }) : { stage, index };
    if (next?.stage !== target?.stage || next?.index !== target?.index) setTarget(next);
  };
  const drop = (stage: Stage, index: number) => {
    if (dragging !== null) moveCard(dragging, stage, index);
    endDrag();
  };

  return (
    <Stack spacing={2}>
      {filtered && nothingMatches && (
        <Alert
          severity="info"
          variant="outlined"
          action={
            <Button color="inherit" size="small" onClick={onClearAll}>
              Clear search and filters
            </Button>
          }
        >
          {params.q ? `No projects match “${params.q}” and the filters.` : 'No projects match the filters.'}
        </Alert>
      )}
      {filtered && !nothingMatches && (
        <Alert severity="info" variant="outlined">
          Showing the matching projects only. A card moved to another stage goes to the top of its column; clear the
          search and the customer to reorder within a column.
        </Alert>
      )}
      <Box
        role="group"
        aria-label="Project board"
        sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1, alignItems: 'stretch' }}
      >
        {columns.map((column) => (
          <BoardColumn
            key={column.stage}
            column={column}
            draggingId={dragging}
            dropIndex={target?.stage === column.stage ? target.index : null}
            canReorder={!filtered}
            onDragStart={startDrag}
            onDragEnd={endDrag}
            onDragOver={dragOver}
            onDrop={drop}
            onMove={moveCard}
          />
        ))}
      </Box>
    </Stack>
  );
}
