import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isoDay } from '@/lib/format';
import { plural, type MonthDay } from '../../lib/board';
import { dayHeading, monthWeeks } from '../../lib/dates';
import { STATUS_LABELS, isStatus } from '../../lib/status';
import { CallOffCard } from './CallOffCard';
import { DayColumn } from './DayColumn';

type Props = {
  date: string;
  /** Each day's summary (from the month's per-day figures): its count, statuses, works and first cards. */
  days: ReadonlyMap<string, MonthDay>;
  onMove: (scheduleId: number, day: string) => void;
  /** Open a day: all its call-offs, a page at a time (its "+ n more"). */
  onOpenDay: (day: string) => void;
};

/** "3 booked · 2 requested": a day's call-offs per status, most first. */
export function statusLine(day: MonthDay): string {
  return [...day.statuses]
    .sort((a, b) => b.count - a.count)
    .map((entry) => `${entry.count.toLocaleString('en-GB')} ${(isStatus(entry.status) ? STATUS_LABELS[entry.status] : entry.status).toLowerCase()}`)
    .join(' · ');
}

/** The month in weeks: each day's loads and statuses counted, its first few call-offs and how many more. */
export function MonthBoard({ date, days, onMove, onOpenDay }: Props) {
  const month = date.slice(0, 7);
  const today = isoDay();
  const busy = (day: string) => day.slice(0, 7) === month && (days.get(day)?.count ?? 0) > 0;
  const weeks = monthWeeks(date).flat();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      {!weeks.some(busy) && (
        <Typography sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary', py: 2 }}>No call-offs this month.</Typography>
      )}
      {/* On a phone the month's days with call-offs go one under another: no empty day, nor the other months' days
          that fill its weeks (a desk's grid keeps them all, to drop a call-off on). */}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(7, minmax(120px, 1fr))' }, gap: 0.5, minWidth: { xs: 0, sm: 900 } }}>
        {weeks.map((day) => {
          const summary = days.get(day);
          const more = summary ? summary.count - summary.cards.length : 0;
          return (
            <DayColumn
              key={day}
              day={day}
              label={dayHeading(day)}
              today={day === today}
              muted={day.slice(0, 7) !== month}
              hiddenOnPhone={!busy(day)}
              onDrop={onMove}
              minHeight={{ xs: 0, sm: 110 }}
              header={
                summary && summary.count > 0 ? (
                  <Typography variant="body2" title={statusLine(summary)} sx={{ color: 'text.secondary', fontSize: '0.7rem' }}>
                    {plural(summary.count, 'load')}
                    {summary.pallets > 0 ? ` · ${plural(summary.pallets, 'pallet')}` : ''}
                  </Typography>
                ) : null
              }
            >
              {summary?.cards.map((card) => (
                <CallOffCard key={card.scheduleId} card={card} compact />
              ))}
              {more > 0 && (
                <Button size="small" onClick={() => onOpenDay(day)} sx={{ alignSelf: 'flex-start', minWidth: 0, px: 0.5 }}>
                  {`+ ${plural(more, 'more load', 'more loads')}`}
                </Button>
              )}
            </DayColumn>
          );
        })}
      </Box>
    </Box>
  );
}
