import { CountsLine, Figure, FigureStrip, LastActivityFigure } from '@/components/Figures';
import { QuoteFigures } from '@/components/QuoteFigures';
import { ErrorState } from '@/components/SectionStates';
import type { ProjectStatsOut } from '@/lib/api/types';
import { usePhone } from '@/lib/use-phone';
import { useProjectStats } from '../api/get-project-stats';

/** What the project holds so far (each also a section of the screen): its key, the card's label, its noun. */
const COUNTS = [
  ['suppliers', 'Suppliers', 'supplier'],
  ['architects', 'Architects', 'architect'],
  ['suggested_products', 'Suggested products', 'suggested product'],
  ['notes', 'Notes', 'note'],
  ['files', 'Files', 'file'],
] as const satisfies readonly (readonly [keyof ProjectStatsOut, string, string])[];

/**
 * What the project holds so far, its quotes, and when it last changed. On a phone the quotes and the last activity
 * are figures and the counts one line under them (eight cards, 600 px, came before the project's details).
 */
export function ProjectStats({ projectId }: { projectId: number }) {
  const stats = useProjectStats(projectId);
  const phone = usePhone();
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />;
  const s = stats.data;
  return (
    <>
      <FigureStrip count={phone ? 3 : 8} loading={!s}>
        {s && (
          <>
            {!phone && COUNTS.map(([key, label]) => <Figure key={key} label={label} value={String(s[key])} />)}
            <QuoteFigures figures={s.quotes} to={`/quotes?project_id=${projectId}`} />
            <LastActivityFigure at={s.last_activity_at} summary={s.last_activity_summary} />
          </>
        )}
      </FigureStrip>
      {phone && s && <CountsLine counts={COUNTS.map(([key, , noun]) => [s[key], noun] as const)} />}
    </>
  );
}
