import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type DragEvent } from 'react';
import { COLUMN_PAGE, useColumnMore, type BoardParams } from '../api/queries';
import type { BoardStage, TaskCard } from '../api/types';
import type { Target } from '../lib/board';
import { stageColumnId } from './StageJumps';
import { DRAG_TYPE, TaskCardView, type MoveChoice } from './TaskCardView';

export type MoveHandler = (taskId: number, fromStageId: number, target: Target, others: readonly TaskCard[]) => void;

type Props = {
  stage: BoardStage;
  /** Every column, for the cards' "Move to…" menus (a card sent to another column goes to its top). */
  stages: readonly BoardStage[];
  params: BoardParams;
  onMove: MoveHandler;
};

/** "12:3" → the task 12 dragged from stage 3. */
function readDrag(event: DragEvent): { taskId: number; fromStageId: number } | null {
  const [taskId, fromStageId] = event.dataTransfer.getData(DRAG_TYPE).split(':').map(Number);
  return taskId > 0 && fromStageId > 0 ? { taskId, fromStageId } : null;
}

/** Where among the column's cards (the dragged one left out) the pointer is: before the first card whose middle is below it. */
function dropIndex(column: HTMLElement, clientY: number, taskId: number): number {
  const cards = [...column.querySelectorAll<HTMLElement>('[data-task-id]')].filter((el) => Number(el.dataset.taskId) !== taskId);
  const index = cards.findIndex((el) => {
    const rect = el.getBoundingClientRect();
    return rect.height > 0 && clientY < rect.top + rect.height / 2;
  });
  return index === -1 ? cards.length : index;
}

/** One stage of the board: its first 50 cards, more as it is scrolled to its end; cards dropped on it land where dropped. */
export function StageColumn({ stage, stages, params, onMove }: Props) {
  const [wanted, setWanted] = useState(false);
  const [over, setOver] = useState(false);
  const more = useColumnMore(params, stage.id, stage.next_after, wanted);
  const cards = useMemo(() => {
    const seen = new Set(stage.items.map((card) => card.id));
    const extra = (more.data?.pages ?? []).flatMap((page) => page.items).filter((card) => card.stage_id === stage.id && !seen.has(card.id));
    return [...stage.items, ...extra];
  }, [stage.items, stage.id, more.data]);
  // A capped total (1,000+) may hide more: the last page fetched says when the column ends.
  const remaining = more.hasNextPage === false && more.data ? 0 : Math.max(0, stage.total - cards.length) || (stage.total_capped ? COLUMN_PAGE : 0);

  const loadMore = () => {
    if (!wanted) setWanted(true);
    else if (more.hasNextPage && !more.isFetchingNextPage) void more.fetchNextPage();
  };

  const choicesFor = (index: number): MoveChoice[] => {
    const others = stages.filter((other) => other.id !== stage.id).map((other) => ({ label: other.name, stageId: other.id, index: 0 }));
    const within: MoveChoice[] = [];
    if (index > 0) within.push({ label: 'Move up', stageId: stage.id, index: index - 1 }, { label: 'Move to the top', stageId: stage.id, index: 0 });
    if (index < cards.length - 1) within.push({ label: 'Move down', stageId: stage.id, index: index + 1 });
    return [...others, ...within];
  };

  const moveFromMenu = (card: TaskCard, choice: MoveChoice) => {
    const column = choice.stageId === stage.id ? cards : (stages.find((other) => other.id === choice.stageId)?.items ?? []);
    onMove(card.id, stage.id, { stageId: choice.stageId, index: choice.index }, column.filter((other) => other.id !== card.id));
  };

  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(DRAG_TYPE);
  const headingId = `stage-${stage.id}`;
  return (
    <Box
      role="region"
      id={stageColumnId(stage.id)}
      aria-labelledby={headingId}
      data-stage-id={stage.id}
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        setOver(false);
        const drag = readDrag(event);
        if (!drag) return;
        event.preventDefault();
        const index = dropIndex(event.currentTarget, event.clientY, drag.taskId);
        const others = cards.filter((card) => card.id !== drag.taskId);
        const from = cards.findIndex((card) => card.id === drag.taskId);
        if (drag.fromStageId === stage.id && from === index) return;
        onMove(drag.taskId, drag.fromStageId, { stageId: stage.id, index }, others);
      }}
      sx={{
        minWidth: 0,
        border: 1,
        borderColor: over ? 'primary.main' : 'divider',
        outline: over ? 2 : 0,
        outlineColor: 'primary.main',
        borderRadius: 1,
        bgcolor: 'action.hover',
        display: 'flex',
        flexDirection: 'column',
        minHeight: 320,
        scrollSnapAlign: 'start',
      }}
    >
      <Box sx={{ px: 1, py: 0.75, display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography id={headingId} component="h2" sx={{ fontSize: '0.875rem', fontWeight: 700 }}>
          {stage.name}
        </Typography>
        <Typography component="span" sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>
          {stage.total.toLocaleString('en-GB')}
          {stage.total_capped ? '+' : ''}
        </Typography>
      </Box>
      <Box
        onScroll={(event) => {
          const el = event.currentTarget;
          if (remaining > 0 && el.scrollTop + el.clientHeight >= el.scrollHeight - 120) loadMore();
        }}
        sx={{ px: 0.75, pb: 0.75, display: 'flex', flexDirection: 'column', gap: 0.75, overflowY: 'auto', maxHeight: 'calc(100vh - 280px)', flex: 1 }}
      >
        {cards.length === 0 && (
          <Typography sx={{ color: 'text.secondary', fontSize: '0.8125rem', textAlign: 'center', py: 3 }}>No tasks here. Drop one here.</Typography>
        )}
        {cards.map((card, index) => (
          <TaskCardView key={card.id} card={card} choices={choicesFor(index)} onMove={moveFromMenu} />
        ))}
        {remaining > 0 && (
          <Button size="small" onClick={loadMore} loading={more.isFetching} sx={{ alignSelf: 'center' }}>
            Show {Math.min(remaining, COLUMN_PAGE)} more
          </Button>
        )}
      </Box>
    </Box>
  );
}
