import MoreIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ProjectOut, Stage } from '@/lib/api/types';
import { formatPlots } from '../lib/format';
import { formatDay } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { projectPath } from '../lib/paths';
import { STAGE_LABELS, STAGES } from '../lib/stages';

type Props = {
  project: ProjectOut;
  /** The card's place in its column, and the column's length. */
  index: number;
  count: number;
  /** Whether the column shows all its projects in board order (not a search's matches): up and down make sense. */
  canReorder: boolean;
  dragging: boolean;
  onDragStart: (event: DragEvent) => void;
  onDragEnd: () => void;
  /** Move with the keyboard or the menu: to the top of another stage, or a place up or down. */
  onMove: (stage: Stage, index: number) => void;
};

/** One project on the board: what it is, for whom, how big, when; drag it, or move it from its menu. */
export function ProjectCard({ project, index, count, canReorder, dragging, onDragStart, onDragEnd, onMove }: Props) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const { name, stage } = project;
  const move = (to: Stage, at: number) => {
    setMenu(null);
    onMove(to, at);
  };
  const facts = [
    project.estimated_value !== null ? formatMoney(project.estimated_value, { whole: true }) : null,
    project.number_of_plots !== null ? formatPlots(project.number_of_plots) : null,
  ].filter(Boolean);
  const start = formatDay(project.start_date);

  return (
    <Paper
      component="article"
      aria-label={name}
      data-project-id={project.project_id}
      draggable
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      elevation={0}
      sx={{
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        cursor: 'grab',
        opacity: dragging ? 0.4 : 1,
        '&:hover': { borderColor: 'primary.main' },
        '&:active': { cursor: 'grabbing' },
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Link
          component={RouterLink}
          to={projectPath(project.project_id)}
          draggable={false}
          underline="hover"
          sx={{ fontWeight: 600, wordBreak: 'break-word', minWidth: 0 }}
        >
          {name}
        </Link>
        <IconButton
          size="small"
          aria-label={`Move ${name}`}
          aria-haspopup="menu"
          onClick={(event) => setMenu(event.currentTarget)}
          sx={{ mt: -0.5, mr: -0.5 }}
        >
          <MoreIcon fontSize="small" />
        </IconButton>
      </Stack>
      {project.customer_name && (
        <Typography variant="body2" color="text.secondary" noWrap title={project.customer_name}>
          {project.customer_name}
        </Typography>
      )}
      {facts.length > 0 && (
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {facts.join(' · ')}
        </Typography>
      )}
      {(start || project.reference) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', color: 'text.secondary', typography: 'body2' }}>
          {start && <span>Starts {start}</span>}
          {project.reference && <span>Ref {project.reference}</span>}
        </Box>
      )}
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {STAGES.filter((other) => other !== stage).map((other) => (
          <MenuItem key={other} onClick={() => move(other, 0)}>
            Move to {STAGE_LABELS[other]}
          </MenuItem>
        ))}
        {canReorder && <Divider />}
        {canReorder && (
          <MenuItem disabled={index === 0} onClick={() => move(stage, index - 1)}>
            Move up
          </MenuItem>
        )}
        {canReorder && (
          <MenuItem disabled={index >= count - 1} onClick={() => move(stage, index + 1)}>
            Move down
          </MenuItem>
        )}
      </Menu>
    </Paper>
  );
}
