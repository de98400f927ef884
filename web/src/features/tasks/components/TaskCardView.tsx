import MoreIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { LinkedRecords } from '@/components/LinkedRecords';
import type { TaskCard } from '../api/types';
import { dueLabel, isPriority, priorityLabel } from '../lib/format';
import { taskPath } from '../lib/links';

/** The type a dragged card carries: its task id. */
export const DRAG_TYPE = 'application/x-brickmate-task';

export type MoveChoice = { label: string; stageId: number; index: number };

type Props = {
  card: TaskCard;
  /** Where "Move to…" can send the card: the other columns, up and down its own. */
  choices: readonly MoveChoice[];
  onMove: (card: TaskCard, choice: MoveChoice) => void;
};

const PRIORITY_COLOURS = { low: 'default', normal: 'default', high: 'warning', urgent: 'error' } as const;

/** One task on the board: drag it to another place, or move it from its "Move to…" menu. */
export function TaskCardView({ card, choices, onMove }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const start = (event: DragEvent<HTMLElement>) => {
    event.dataTransfer.setData(DRAG_TYPE, `${card.id}:${card.stage_id}`);
    event.dataTransfer.setData('text/plain', card.title);
    event.dataTransfer.effectAllowed = 'move';
  };
  const stages = choices.filter((choice) => choice.stageId !== card.stage_id);
  const within = choices.filter((choice) => choice.stageId === card.stage_id);
  return (
    <Box
      component="article"
      aria-label={card.title}
      data-task-id={card.id}
      draggable
      onDragStart={start}
      sx={{
        border: 1,
        borderColor: card.overdue ? 'error.light' : 'divider',
        borderLeft: 4,
        borderLeftColor: card.overdue ? 'error.main' : card.priority === 'urgent' || card.priority === 'high' ? 'warning.main' : 'primary.light',
        borderRadius: 1,
        bgcolor: 'background.paper',
        px: 1,
        py: 0.75,
        cursor: 'grab',
        fontSize: '0.8125rem',
        lineHeight: 1.35,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
        <Link component={RouterLink} to={taskPath(card.id)} underline="hover" draggable={false} sx={{ fontWeight: 700, flex: 1, overflowWrap: 'anywhere' }}>
          {card.title}
        </Link>
        <IconButton
          size="small"
          aria-label={`Move ${card.title} to…`}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ mt: -0.5, mr: -0.5 }}
        >
          <MoreIcon fontSize="small" />
        </IconButton>
      </Box>
      <Typography component="div" sx={{ fontSize: 'inherit', color: card.overdue ? 'error.main' : 'text.secondary' }}>
        {dueLabel(card.due_at)}
        {card.overdue ? ' · overdue' : ''}
      </Typography>
      <Box sx={{ color: 'text.secondary' }}>
        {[card.owner.name, ...card.assignee_names.filter((name) => name !== card.owner.name)].join(', ')}
      </Box>
      {card.links.length > 0 && (
        <Box sx={{ overflowWrap: 'anywhere' }}>
          <LinkedRecords links={card.links} />
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
        {card.priority !== 'normal' && <Chip size="small" label={priorityLabel(card.priority)} color={isPriority(card.priority) ? PRIORITY_COLOURS[card.priority] : 'default'} />}
        {card.source === 'rule' && <Chip size="small" variant="outlined" label="Automatic" />}
        {card.status !== 'open' && <Chip size="small" variant="outlined" label={card.status === 'done' ? 'Done' : 'Cancelled'} />}
      </Box>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': `Move ${card.title}` } }}>
        {stages.length > 0 && <ListSubheader>Move to</ListSubheader>}
        {[...stages, ...within].map((choice) => (
          <MenuItem
            key={choice.label}
            onClick={() => {
              setAnchor(null);
              onMove(card, choice);
            }}
          >
            {choice.label}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
