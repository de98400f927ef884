import { Figure, FigureStrip, LastActivityFigure } from '@/components/Figures';
import { QuoteFigures } from '@/components/QuoteFigures';
import { ErrorState } from '@/components/SectionStates';
import { useProjectStats } from '../api/get-project-stats';

/** What the project holds so far, its quotes, and when it last changed. */
export function ProjectStats({ projectId }: { projectId: number }) {
  const stats = useProjectStats(projectId);
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />;
  const s = stats.data;
  return (
    <FigureStrip count={8} loading={!s}>
      {s && (
        <>
          <Figure label="Suppliers" value={String(s.suppliers)} />
          <Figure label="Architects" value={String(s.architects)} />
          <Figure label="Suggested products" value={String(s.suggested_products)} />
          <Figure label="Notes" value={String(s.notes)} />
          <Figure label="Files" value={String(s.files)} />
          <QuoteFigures figures={s.quotes} to={`/quotes?project_id=${projectId}`} />
          <LastActivityFigure at={s.last_activity_at} summary={s.last_activity_summary} />
        </>
      )}
    </FigureStrip>
  );
}
