import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { isoDay } from '@/lib/format';
import { cardsByDay, plural, type BoardCard } from '../../lib/board';
import { dayHeading, monthWeeks } from '../../lib/dates';
import { CallOffCard } from './CallOffCard';
import { DayColumn } from './DayColumn';

const SHOWN = 3;

type Props = {
  date: string;
  cards: readonly BoardCard[];
  onMove: (scheduleId: number, day: string) => void;
  /** Open the week of a day (its "+ n more"). */
  onOpenDay: (day: string) => void;
};

/** The month in weeks: each day's first few call-offs and how many more. */
export function MonthBoard({ date, cards, onMove, onOpenDay }: Props) {
  const byDay = cardsByDay(cards);
  const month = date.slice(0, 7);
  const today = isoDay();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(120px, 1fr))', gap: 0.5, minWidth: 900 }}>
        {monthWeeks(date)
          .flat()
          .map((day) => {
            const dayCards = byDay.get(day) ?? [];
            const more = dayCards.length - SHOWN;
            return (
              <DayColumn
                key={day}
                day={day}
                label={dayHeading(day)}
                today={day === today}
                muted={day.slice(0, 7) !== month}
                onDrop={onMove}
                minHeight={110}
              >
                {dayCards.slice(0, SHOWN).map((card) => (
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
