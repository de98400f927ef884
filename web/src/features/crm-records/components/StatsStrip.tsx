import { Figure, FigureStrip } from '@/components/Figures';
import { ErrorState } from '@/components/SectionStates';
import type { Kind } from '@/lib/api/types';
import { formatRelativeTime } from '@/lib/format';
import { useStats } from '../api/get-stats';

/** Counts of what hangs off the record, and when it last changed. */
export function StatsStrip({ kind, id }: { kind: Kind; id: number }) {
  const stats = useStats(kind, id);
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />;
  const s = stats.data;
  return (
    <FigureStrip count={6} loading={!s}>
      {s && (
        <>
          <Figure label="Contacts" value={String(s.contacts)} />
          <Figure label="Addresses" value={String(s.addresses)} />
          <Figure label="Site addresses" value={String(s.site_addresses)} />
          <Figure label="Notes" value={String(s.notes)} />
          <Figure label="Files" value={String(s.files)} />
          <Figure
            label="Last activity"
            value={s.last_activity_at ? formatRelativeTime(s.last_activity_at) : 'None yet'}
            detail={s.last_activity_summary}
          />
        </>
      )}
    </FigureStrip>
  );
}
