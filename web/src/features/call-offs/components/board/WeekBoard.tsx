import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isoDay } from '@/lib/format';
import { cardsByDay, loadsPerWorks, plural, type BoardCard } from '../../lib/board';
import { dayHeading, isWeekend } from '../../lib/dates';
import { CallOffCard } from './CallOffCard';
import { DayColumn } from './DayColumn';

/** `days`: the seven shown (Monday to Sunday; a phone's, the coming seven). */
type Props = { days: readonly string[]; cards: readonly BoardCard[]; onMove: (scheduleId: number, day: string) => void };

/** What leaves each works on a day: "Ibstock 3 loads · 44 pallets". */
export function DayLoads({ cards }: { cards: readonly BoardCard[] }) {
  const loads = loadsPerWorks(cards);
  if (loads.length === 0) return null;
  return (
    <Box component="ul" aria-label="Loads per works" sx={{ listStyle: 'none', m: 0, p: 0, color: 'text.secondary', fontSize: '0.75rem' }}>
      {loads.map((load) => (
        <li key={load.works}>
          {load.works}: {plural(load.loads, 'load')}
          {load.pallets > 0 ? ` · ${plural(load.pallets, 'pallet')}` : ''}
        </li>
      ))}
    </Box>
  );
}

/** Seven days side by side, each with its loads per works and its call-offs. */
export function WeekBoard({ days, cards, onMove }: Props) {
  const byDay = cardsByDay(cards);
  const today = isoDay();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      {/* On a phone the days go one under another (seven columns took 1,050 px, scrolled sideways in a 390 px screen). */}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(7, minmax(150px, 1fr))' }, gap: 1, minWidth: { xs: 0, sm: 1050 } }}>
        {days.map((day) => {
          const dayCards = byDay.get(day) ?? [];
          return (
            <DayColumn
              key={day}
              day={day}
              label={dayHeading(day)}
              today={day === today}
              muted={isWeekend(day)}
              onDrop={onMove}
              minHeight={{ xs: 0, sm: 320 }}
              header={
                <>
                  <Typography variant="body2" sx={{ color: 'text.secondary', fontSize: '0.75rem' }}>
                    {dayCards.length === 0 ? 'No loads' : plural(dayCards.length, 'load')}
                  </Typography>
                  <DayLoads cards={dayCards} />
                </>
              }
            >
              {dayCards.map((card) => (
                <CallOffCard key={card.scheduleId} card={card} />
              ))}
            </DayColumn>
          );
        })}
      </Box>
    </Box>
  );
}
