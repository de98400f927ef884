import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { BoardStage } from '../api/types';

/** The stage column's element id (its heading's is `stage-<id>`): what a jump brings into view. */
export const stageColumnId = (stageId: number) => `stage-column-${stageId}`;

/**
 * A phone's way across the board: a column fills most of the screen and the board scrolls sideways in its own box, so
 * the stages are also named here (with their counts), each bringing its column into view. They wrap, never scroll.
 */
export function StageJumps({ stages }: { stages: readonly BoardStage[] }) {
  const jump = (stageId: number) =>
    document.getElementById(stageColumnId(stageId))?.scrollIntoView({ behavior: 'smooth', inline: 'start', block: 'nearest' });
  return (
    <Stack
      component="nav"
      aria-label="Go to a stage"
      direction="row"
      useFlexGap
      spacing={0.75}
      sx={{ display: { xs: 'flex', sm: 'none' }, flexWrap: 'wrap', mb: 1 }}
    >
      {stages.map((stage) => (
        <Chip
          key={stage.id}
          size="small"
          variant="outlined"
          clickable
          label={`${stage.name} · ${stage.total.toLocaleString('en-GB')}${stage.total_capped ? '+' : ''}`}
          onClick={() => jump(stage.id)}
        />
      ))}
    </Stack>
  );
}
