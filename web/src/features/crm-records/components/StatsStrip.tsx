import { CountsLine, Figure, FigureStrip, LastActivityFigure } from '@/components/Figures';
import { QuoteFigures } from '@/components/QuoteFigures';
import { ErrorState } from '@/components/SectionStates';
import type { Kind, RecordStatsOut } from '@/lib/api/types';
import { usePhone } from '@/lib/use-phone';
import { useStats } from '../api/get-stats';

/** The kinds that are quoted: customers, and the companies that are customers too. */
const QUOTED: readonly Kind[] = ['customer', 'company'];

/** What hangs off the record, counted (each is also one of the screen's tabs). */
const COUNTS = [
  ['contacts', 'Contacts', 'contact'],
  ['addresses', 'Addresses', 'address'],
  ['site_addresses', 'Site addresses', 'site address'],
  ['notes', 'Notes', 'note'],
  ['files', 'Files', 'file'],
] as const satisfies readonly (readonly [keyof RecordStatsOut, string, string])[];

/**
 * Counts of what hangs off the record, its quotes (customers), and when it last changed. On a phone the quotes and
 * the last activity are figures and the counts one line under them (five cards were two thirds of the first screen).
 */
export function StatsStrip({ kind, id }: { kind: Kind; id: number }) {
  const stats = useStats(kind, id);
  const phone = usePhone();
  const quoted = QUOTED.includes(kind);
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />;
  const s = stats.data;
  const counts = !phone && s && COUNTS.map(([key, label]) => <Figure key={key} label={label} value={String(s[key])} />);
  return (
    <>
      <FigureStrip count={(phone ? 1 : 6) + (quoted ? 2 : 0)} loading={!s}>
        {s && (
          <>
            {counts}
            {quoted && <QuoteFigures figures={s.quotes} to={`/quotes?customer_id=${id}`} />}
            <LastActivityFigure at={s.last_activity_at} summary={s.last_activity_summary} />
          </>
        )}
      </FigureStrip>
      {phone && s && <CountsLine counts={COUNTS.map(([key, , noun]) => [s[key], noun] as const)} />}
    </>
  );
}
