import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, type DragEvent } from 'react';
import type { BoardColumnOut, Stage } from '@/lib/api/types';
import { formatMoney } from '@/lib/money';
import { BOARD_COLUMN_WIDTH, STAGE_LABELS } from '../lib/stages';
import { ProjectCard } from './ProjectCard';

type Props = {
  column: BoardColumnOut;
  /** The card being dragged, from any column. */
  draggingId: number | null;
  /** Where a drop would put the card in this column (counted without it), while one is dragged over it. */
  dropIndex: number | null;
  canReorder: boolean;
  onDragStart: (projectId: number, event: DragEvent) => void;
  onDragEnd: () => void;
  onDragOver: (stage: Stage, index: number) => void;
  onDrop: (stage: Stage, index: number) => void;
  onMove: (projectId: number, stage: Stage, index: number) => void;
};

/** The drop place under the pointer: before the first card (other than the dragged one) whose middle is below it. */
function indexAt(list: HTMLElement, clientY: number, draggingId: number | null): number {
  const cards = Array.from(list.querySelectorAll<HTMLElement>('[data-project-id]')).filter(
    (card) => Number(card.dataset.projectId) !== draggingId,
  );
  const below = cards.findIndex((card) => {
    const { top, height } = card.getBoundingClientRect();
    return clientY < top + height / 2;
  });
  return below === -1 ? cards.length : below;
}

function DropMarker() {
  return <Box aria-hidden sx={{ height: 4, borderRadius: 2, bgcolor: 'primary.main', my: -0.25 }} />;
}

/** One stage: its count and summed estimated value, then its cards in board order; a card can be dropped on it. */
export function BoardColumn({ column, draggingId, dropIndex, canReorder, ...handlers }: Props) {
  const headingId = useId();
  const list = useRef<HTMLDivElement>(null);
  const { stage, items, total } = column;
  const label = STAGE_LABELS[stage];
  const shown = items.filter((item) => item.project_id !== draggingId);

  const place = (event: DragEvent) => (list.current ? indexAt(list.current, event.clientY, draggingId) : items.length);
  const over = (event: DragEvent) => {
    if (draggingId === null) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
    handlers.onDragOver(stage, place(event));
  };
  const drop = (event: DragEvent) => {
    if (draggingId === null) return;
    event.preventDefault();
    handlers.onDrop(stage, place(event));
  };

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      elevation={0}
      onDragOver={over}
      onDrop={drop}
      sx={{
        flex: '1 1 0',
        minWidth: BOARD_COLUMN_WIDTH,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: dropIndex !== null ? 'action.hover' : 'background.default',
        border: 1,
        borderColor: dropIndex !== null ? 'primary.main' : 'divider',
      }}
    >
      <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {`${total.toLocaleString('en-GB')} project${total === 1 ? '' : 's'} · ${formatMoney(column.estimated_value, { whole: true })}`}
        </Typography>
      </Box>
      <Stack ref={list} spacing={1} sx={{ p: 1, flex: 1, minHeight: 120 }}>
        {items.map((project, index) => {
          const at = shown.indexOf(project);
          return (
            <Box key={project.project_id}>
              {dropIndex !== null && at === dropIndex && <DropMarker />}
              <ProjectCard
                project={project}
                index={index}
                count={items.length}
                canReorder={canReorder}
                dragging={project.project_id === draggingId}
                onDragStart={(event) => handlers.onDragStart(project.project_id, event)}
                onDragEnd={handlers.onDragEnd}
                onMove={(to, place) => handlers.onMove(project.project_id, to, place)}
              />
            </Box>
          );
        })}
        {dropIndex !== null && dropIndex >= shown.length && <DropMarker />}
        {items.length === 0 && dropIndex === null && (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
            No projects
          </Typography>
        )}
        {total > items.length && (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {`Showing the first ${items.length} of ${total.toLocaleString('en-GB')}: the list view has them all.`}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
