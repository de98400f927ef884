import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Figure } from '@/components/Figures';
import { ErrorState } from '@/components/SectionStates';
import type { QuoteStatsOut, QuoteStatsParams } from '@/lib/api/types';
import { formatMoney, toPence } from '@/lib/money';
import { useQuoteStats } from '../api/get-quote-stats';
import { formatPercent } from '../lib/quote-links';
import { dateErrorOf } from './ListPlaceholder';
import { QUOTE_STATUS_COLOURS, QUOTE_STATUS_LABELS, QUOTE_STATUSES, type ChipColour } from '../lib/status';

type StatusFigure = QuoteStatsOut['by_status'][number];
type MonthFigure = QuoteStatsOut['by_month'][number];

const pence = (amount: string) => toPence(amount) ?? 0;
const quotes = (count: number) => `${count.toLocaleString('en-GB')} quote${count === 1 ? '' : 's'}`;

function colourOf(theme: Theme, colour: ChipColour): string {
  return colour === 'default' ? theme.palette.grey[500] : theme.palette[colour].main;
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper elevation={0} sx={{ p: 1.5, border: 1, borderColor: 'divider', minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A horizontal bar per status, as long as its count, with its count and value. */
export function StatusBars({ figures }: { figures: StatusFigure[] }) {
  const theme = useTheme();
  const byStatus = new Map(figures.map((figure) => [figure.status, figure]));
  const rows = QUOTE_STATUSES.map((status) => byStatus.get(status) ?? { status, count: 0, value: '0.00' });
  const most = Math.max(1, ...rows.map((row) => row.count));
  return (
    <Box component="ul" aria-label="Quotes by status" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
      {rows.map((row) => {
        const label = `${QUOTE_STATUS_LABELS[row.status]}: ${quotes(row.count)}, ${formatMoney(row.value, { whole: true })}`;
        return (
          <Box
            component="li"
            key={row.status}
            aria-label={label}
            title={label}
            sx={{ display: 'grid', gridTemplateColumns: '80px 1fr auto', gap: 1, alignItems: 'center', fontSize: '0.875rem' }}
          >
            <span aria-hidden>{QUOTE_STATUS_LABELS[row.status]}</span>
            <Box sx={{ height: 10, borderRadius: 1, bgcolor: 'action.hover' }} aria-hidden>
              <Box
                sx={{
                  height: '100%',
                  width: `${(row.count / most) * 100}%`,
                  minWidth: row.count > 0 ? 4 : 0,
                  borderRadius: 1,
                  bgcolor: colourOf(theme, QUOTE_STATUS_COLOURS[row.status]),
                }}
              />
            </Box>
            <Box component="span" aria-hidden sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color: 'text.secondary' }}>
              {row.count} · {formatMoney(row.value, { whole: true })}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });
const MONTH_LETTER = new Intl.DateTimeFormat('en-GB', { month: 'narrow' });
const monthDate = (month: string) => new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1);

/** One column's words: "March 2026: 5 quotes, £20,000; 2 accepted, £8,000". */
export function monthLabel(figure: MonthFigure): string {
  return (
    `${MONTH.format(monthDate(figure.month))}: ${quotes(figure.count)}, ${formatMoney(figure.value, { whole: true })}; ` +
    `${figure.accepted} accepted, ${formatMoney(figure.accepted_value, { whole: true })}`
  );
}

const WIDTH = 360;
const HEIGHT = 110;
const LABELS = 14;

/** A column per month, as tall as the value quoted, with the accepted value highlighted at its foot. */
export function MonthColumns({ months }: { months: MonthFigure[] }) {
  const theme = useTheme();
  const highest = Math.max(1, ...months.map((month) => pence(month.value)));
  const slot = WIDTH / Math.max(1, months.length);
  const barWidth = slot * 0.7;
  const plot = HEIGHT - LABELS;
  const height = (amount: string) => {
    const value = pence(amount);
    return value > 0 ? Math.max(1, (value / highest) * plot) : 0;
  };
  const quoted = months.reduce((sum, month) => sum + month.count, 0);
  const summary =
    months.length > 0
      ? `Quote value per month, ${MONTH.format(monthDate(months[0].month))} to ${MONTH.format(monthDate(months[months.length - 1].month))}: ${quotes(quoted)}, accepted value highlighted`
      : 'Quote value per month: no months';
  return (
    <Box>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={summary} style={{ display: 'block', maxHeight: 140 }}>
        <title>{summary}</title>
        {months.map((month, index) => {
          const x = index * slot + (slot - barWidth) / 2;
          const total = height(month.value);
          const accepted = Math.min(total, height(month.accepted_value));
          return (
            <g key={month.month} data-month={month.month}>
              <title>{monthLabel(month)}</title>
              {/* The whole slot answers the pointer, so empty months show their words too. */}
              <rect x={index * slot} y={0} width={slot} height={plot} fill="transparent" />
              <rect x={x} y={plot - total} width={barWidth} height={total} rx={2} fill={theme.palette.brand.accentLight} stroke={theme.palette.info.main} strokeWidth={0.5} />
              {accepted > 0 && <rect x={x} y={plot - accepted} width={barWidth} height={accepted} rx={2} fill={theme.palette.success.main} />}
              <text x={index * slot + slot / 2} y={HEIGHT - 2} textAnchor="middle" fontSize={10} fill={theme.palette.text.secondary}>
                {MONTH_LETTER.format(monthDate(month.month))}
              </text>
            </g>
          );
        })}
        <line x1={0} x2={WIDTH} y1={plot} y2={plot} stroke={theme.palette.divider} strokeWidth={1} />
      </svg>
      <Box sx={{ display: 'flex', gap: 2, mt: 0.5, fontSize: '0.75rem', color: 'text.secondary' }} aria-hidden>
        <Legend colour={theme.palette.brand.accentLight} border={theme.palette.info.main}>
          Quoted
        </Legend>
        <Legend colour={theme.palette.success.main}>Accepted</Legend>
      </Box>
    </Box>
  );
}

function Legend({ colour, border, children }: { colour: string; border?: string; children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: colour, border: border ? `1px solid ${border}` : 0 }} />
      {children}
    </Box>
  );
}

const grid = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'minmax(260px, 1fr) minmax(300px, 1.3fr) minmax(320px, 1.5fr)' },
} as const;

/** The figures of the quotes the filters find: totals, by status, and by month. */
export function QuoteStatsView({ stats }: { stats: QuoteStatsOut }) {
  return (
    <Box component="section" aria-label="Quote figures" sx={grid}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, 1fr)' }}>
        <Figure label="Quotes" value={stats.total.toLocaleString('en-GB')} />
        <Figure label="Open value" value={formatMoney(stats.open_value, { whole: true })} detail="Sent, not expired" />
        <Figure label="Win rate" value={stats.win_rate === null ? '—' : formatPercent(stats.win_rate)} detail="Of quotes decided" />
        <Figure
          label="Average margin"
          value={stats.average_margin_percent === null ? '—' : formatPercent(stats.average_margin_percent)}
          detail="Of quotes won"
        />
      </Box>
      <Panel title="By status">
        <StatusBars figures={stats.by_status} />
      </Panel>
      <Panel title="Value per month">
        <MonthColumns months={stats.by_month} />
      </Panel>
    </Box>
  );
}

/** The stats of the filtered quotes, loaded for the same filters as the list. */
export function QuoteStats({ params }: { params: QuoteStatsParams }) {
  const stats = useQuoteStats(params);
  // A refused date range is said on the field, under the filters.
  if (stats.isError && dateErrorOf(stats.error)) return null;
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />;
  if (!stats.data) {
    return (
      <Box sx={grid} role="status" aria-label="Loading quote figures">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={170} />
        ))}
      </Box>
    );
  }
  return <QuoteStatsView stats={stats.data} />;
}
