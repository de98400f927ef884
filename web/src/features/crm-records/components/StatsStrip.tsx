import { Figure, FigureStrip } from '@/components/Figures';
import { QuoteFigures } from '@/components/QuoteFigures';
import { ErrorState } from '@/components/SectionStates';
import type { Kind } from '@/lib/api/types';
import { formatRelativeTime } from '@/lib/format';
import { useStats } from '../api/get-stats';

/** The kinds that are quoted: customers, and the companies that are customers too. */
const QUOTED: readonly Kind[] = ['customer', 'company'];

/** Counts of what hangs off the record, its quotes (customers), and when it last changed. */
export function StatsStrip({ kind, id }: { kind: Kind; id: number }) {
  const stats = useStats(kind, id);
  const quoted = QUOTED.includes(kind);
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />;
  const s = stats.data;
  return (
    <FigureStrip count={quoted ? 8 : 6} loading={!s}>
      {s && (
        <>
          <Figure label="Contacts" value={String(s.contacts)} />
          <Figure label="Addresses" value={String(s.addresses)} />
          <Figure label="Site addresses" value={String(s.site_addresses)} />
          <Figure label="Notes" value={String(s.notes)} />
          <Figure label="Files" value={String(s.files)} />
          {quoted && <QuoteFigures figures={s.quotes} to={`/quotes?customer_id=${id}`} />}
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
