import Chip from '@mui/material/Chip';
import type { Stage } from '@/lib/api/types';
import { STAGE_COLOURS, STAGE_LABELS } from '../lib/stages';

export function StageChip({ stage }: { stage: Stage }) {
  return <Chip size="small" label={STAGE_LABELS[stage]} color={STAGE_COLOURS[stage]} variant="outlined" />;
}
