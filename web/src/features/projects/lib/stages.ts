/**
 * The stages of a project, in board order (left to right): the way work goes, then Lost at the end. The API's
 * Stage enum has the same order. How the screens name them.
 */
import type { Stage } from '@/lib/api/types';

export const STAGES = ['lead', 'tender', 'won', 'on_site', 'complete', 'lost'] as const satisfies readonly Stage[];

export const STAGE_LABELS: Record<Stage, string> = {
  lead: 'Lead',
  tender: 'Tender',
  won: 'Won',
  on_site: 'On site',
  complete: 'Complete',
  lost: 'Lost',
};

/** The chip colour of a stage: open work neutral, won and active work green, lost grey-red. */
export const STAGE_COLOURS: Record<Stage, 'default' | 'primary' | 'success' | 'error' | 'info'> = {
  lead: 'default',
  tender: 'info',
  won: 'success',
  lost: 'error',
  on_site: 'primary',
  complete: 'success',
};

export function isStage(value: string | null | undefined): value is Stage {
  return (STAGES as readonly string[]).includes(value ?? '');
}

/**
 * A stage's narrowest on the board: six of them and their gaps fit a 1,280 px screen beside the rail (1,176 px; at
 * 220 px they took 1,400); a phone or a tablet scrolls the board sideways in its box.
 */
export const BOARD_COLUMN_WIDTH = 160;
