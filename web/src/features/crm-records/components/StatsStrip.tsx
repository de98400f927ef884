import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Kind } from '@/lib/api/types';
import { formatRelativeTime } from '@/lib/format';
import { useStats } from '../api/get-stats';
import { ErrorState } from './SectionStates';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string | null }) {
  return (
    <Paper elevation={0} sx={{ p: 1.5, border: 1, borderColor: 'divider', minWidth: 0 }} aria-label={label} role="group">
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }} noWrap title={detail ?? undefined}>
        {value}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary" noWrap title={detail}>
          {detail}
        </Typography>
      )}
    </Paper>
  );
}

/** Counts of what hangs off the record, and when it last changed. */
export function StatsStrip({ kind, id }: { kind: Kind; id: number }) {
  const stats = useStats(kind, id);
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />;
  const grid = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' } };
  if (!stats.data) {
    return (
      <Box sx={grid} role="status" aria-label="Loading figures">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={72} />
        ))}
      </Box>
    );
  }
  const s = stats.data;
  return (
    <Box sx={grid} aria-label="Figures" role="region">
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
    </Box>
  );
}
