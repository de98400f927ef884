import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { counted, formatRelativeTime } from '@/lib/format';

type FigureProps = {
  label: string;
  value: string;
  detail?: string | null;
  /** Where the figure leads (the list it counts), when it is a link. */
  to?: string;
};

/** Long words (a sum, a name in the last activity) break rather than run out of the card. */
const WRAP = { overflowWrap: 'anywhere' } as const;

/**
 * One figure of a record's strip: a count, or when it last changed. Nothing is cut: the label, value and
 * detail wrap onto more lines in a narrow card (the detail also shows whole as the value's tooltip).
 */
export function Figure({ label, value, detail, to }: FigureProps) {
  return (
    <Paper elevation={0} sx={{ p: 1.5, border: 1, borderColor: 'divider', minWidth: 0 }} aria-label={label} role="group">
      <Typography variant="body2" color="text.secondary" sx={WRAP}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 700, ...WRAP }} title={detail ?? undefined}>
        {to ? (
          <Link component={RouterLink} to={to} underline="hover" aria-label={`${label}: ${value}`}>
            {value}
          </Link>
        ) : (
          value
        )}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary" sx={WRAP}>
          {detail}
        </Typography>
      )}
    </Paper>
  );
}

/** When the record last changed, and how (the last figure of a record's strip). */
export function LastActivityFigure({ at, summary }: { at: string | null; summary: string | null }) {
  return <Figure label="Last activity" value={at ? formatRelativeTime(at) : 'None yet'} detail={summary} />;
}

const grid = (count: number) => ({
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: `repeat(${count}, 1fr)` },
});

type Props = {
  /** How many figures the strip holds (its width on large screens, and its loading placeholders). */
  count: number;
  /** The figures, or nothing while they load. */
  children?: ReactNode;
  loading: boolean;
};

/** Counts of what hangs off a record, side by side; grey placeholders while they load. */
export function FigureStrip({ count, children, loading }: Props) {
  if (loading) {
    return (
      <Box sx={grid(count)} role="status" aria-label="Loading figures">
        {Array.from({ length: count }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={72} />
        ))}
      </Box>
    );
  }
  return (
    <Box sx={grid(count)} aria-label="Figures" role="region">
      {children}
    </Box>
  );
}


/**
 * A record's counts on a phone, in a line under its figures ("2 contacts · 1 address · 0 files"): a card each was
 * most of the first screen. Each pair is the count and its noun, singular.
 */
export function CountsLine({ counts }: { counts: readonly (readonly [number, string])[] }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-label="Counts">
      {counts.map(([n, noun]) => counted(n, noun)).join(' · ')}
    </Typography>
  );
}
