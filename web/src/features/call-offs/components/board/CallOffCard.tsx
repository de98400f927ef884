import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DragEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import type { BoardCard } from '../../lib/board';
import { scheduleOrderPath } from '../../lib/links';
import { isStatus, STATUS_SWATCHES, statusLabel, WINDOW_LABELS } from '../../lib/status';

/** The type a dragged card carries: its schedule id. */
export const DRAG_TYPE = 'application/x-brickmate-call-off';

const swatch = (status: string) => (isStatus(status) ? STATUS_SWATCHES[status] : STATUS_SWATCHES.requested);

type Props = { card: BoardCard; compact?: boolean; onDragStart?: (card: BoardCard) => void };

/** One call-off on the board, coloured by its status; drag it onto another day to move it. */
export function CallOffCard({ card, compact = false, onDragStart }: Props) {
  const colours = swatch(card.status);
  const start = (event: DragEvent<HTMLElement>) => {
    event.dataTransfer.setData(DRAG_TYPE, String(card.scheduleId));
    event.dataTransfer.setData('text/plain', card.number);
    event.dataTransfer.effectAllowed = 'move';
    onDragStart?.(card);
  };
  const title = `${card.number} · ${statusLabel(card.status)} · ${card.customer}`;
  return (
    <Box
      component="article"
      aria-label={title}
      draggable={card.movable}
      onDragStart={card.movable ? start : undefined}
      data-testid="call-off-card"
      sx={{
        borderLeft: 4,
        borderColor: colours.border,
        bgcolor: colours.background,
        borderRadius: 1,
        px: 1,
        py: compact ? 0.25 : 0.75,
        cursor: card.movable ? 'grab' : 'default',
        fontSize: compact ? '0.75rem' : '0.8125rem',
        lineHeight: 1.35,
        breakInside: 'avoid',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 0.5 }}>
        <Link component={RouterLink} to={scheduleOrderPath(card.orderId)} underline="hover" sx={{ fontWeight: 700 }} draggable={false}>
          {card.number}
        </Link>
        <Typography component="span" sx={{ fontSize: 'inherit', color: 'text.secondary' }}>
          {card.window !== 'any' ? WINDOW_LABELS[card.window] ?? card.window : ''} {statusLabel(card.status)}
        </Typography>
      </Box>
      <Box sx={{ overflowWrap: 'anywhere' }}>{card.customer}</Box>
      {!compact && (
        <>
          <Box sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{[card.site, card.plots].filter(Boolean).join(' · ')}</Box>
          {card.summary && <Box sx={{ overflowWrap: 'anywhere' }}>{card.summary}</Box>}
          {card.works && <Box sx={{ color: 'text.secondary' }}>From {card.works}</Box>}
        </>
      )}
    </Box>
  );
}
