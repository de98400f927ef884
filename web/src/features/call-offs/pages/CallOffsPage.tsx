import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Page } from '@/components/Page';
import { EmptyState, ErrorState, LoadingRows } from '@/components/SectionStates';
import { isoDay } from '@/lib/format';
import { useBoard, useMonth } from '../api/schedules';
import { toCard, toMonthDays } from '../api/to-card';
import type { DayParams, FlatParams } from '../api/types';
import { BoardFilters } from '../components/BoardFilters';
import { DayCallOffsDialog } from '../components/board/DayCallOffsDialog';
import { DaySheet } from '../components/board/DaySheet';
import { MonthBoard } from '../components/board/MonthBoard';
import { MoveDialog } from '../components/board/MoveDialog';
import { WeekBoard } from '../components/board/WeekBoard';
import { OrderByWarnings } from '../components/OrderByWarnings';
import { OrdersBalanceList } from '../components/OrdersBalanceList';
import { isFiltered, useBoardView, type BoardState, type BoardView } from '../lib/board-view';
import { addDays, addMonths, comingDays, monthHeading, visibleRange, weekDays, weekHeading } from '../lib/dates';
import { usePhone } from '@/lib/use-phone';

/** The API's parameters for a range and the board's filters. */
function flatParams(state: BoardState, from: string, to: string): FlatParams {
  return {
    from,
    to,
    supplier_id: state.worksId ?? undefined,
    haulier_id: state.haulierId ?? undefined,
    customer_id: state.customerId ?? undefined,
    project_id: state.projectId ?? undefined,
    status: state.statuses.length > 0 ? state.statuses : undefined,
  };
}

/** One day's parameters with the board's filters (the month's opened day). */
function dayParams(state: BoardState, date: string): Omit<DayParams, 'page' | 'items_per_page'> {
  const { from: _from, to: _to, ...filters } = flatParams(state, date, date);
  return { ...filters, date };
}

function DaySheetLoader({ state, day, onDay, onClose }: { state: BoardState; day: string; onDay: (day: string) => void; onClose: () => void }) {
  const board = useBoard(flatParams(state, day, day));
  const cards = useMemo(() => (board.data?.items ?? []).map(toCard), [board.data]);
  return <DaySheet day={day} cards={cards} loading={board.isPending} onDay={onDay} onClose={onClose} />;
}

function Navigation({ state, onChange }: { state: BoardState; onChange: (changes: Partial<BoardState>) => void }) {
  const week = state.view === 'week';
  const phone = usePhone();
  const step = (direction: 1 | -1) => onChange({ date: week ? addDays(state.date, 7 * direction) : addMonths(state.date, direction) });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton aria-label={week ? 'Previous week' : 'Previous month'} onClick={() => step(-1)}>
        <ChevronLeftIcon />
      </IconButton>
      <Button onClick={() => onChange({ date: isoDay() })}>Today</Button>
      <IconButton aria-label={week ? 'Next week' : 'Next month'} onClick={() => step(1)}>
        <ChevronRightIcon />
      </IconButton>
      <Typography variant="h2" component="p" aria-live="polite" sx={{ fontSize: '1.1rem' }}>
        {week ? weekHeading(state.date, phone) : monthHeading(state.date)}
      </Typography>
    </Stack>
  );
}

/** The week or month board: loads per day and works, drag a card to another day, the order-by warnings. The week
 * reads every call-off of its seven days; the month reads a summary per day and opens a day a page at a time. */
function Board({ state, onChange }: { state: BoardState; onChange: (changes: Partial<BoardState>) => void }) {
  const view = state.view === 'month' ? 'month' : 'week';
  // A phone's week is the coming seven days: Monday to Sunday showed a Saturday its past week and not the next.
  const phone = usePhone();
  const range = visibleRange(view, state.date, phone);
  const params = flatParams(state, range.from, range.to);
  const week = useBoard(params, view === 'week');
  const month = useMonth(params, view === 'month');
  const board = view === 'week' ? week : month;
  const [moving, setMoving] = useState<{ scheduleId: number; day: string } | null>(null);
  const [sheet, setSheet] = useState<string | null>(null);
  const [openDay, setOpenDay] = useState<string | null>(null);
  const weekCards = useMemo(() => (week.data?.items ?? []).map(toCard), [week.data]);
  const monthDays = useMemo(() => toMonthDays(month.data?.days ?? []), [month.data]);
  const cards = useMemo(() => (view === 'week' ? weekCards : [...monthDays.values()].flatMap((day) => day.cards)), [view, weekCards, monthDays]);
  const rows = useMemo(
    () => (view === 'week' ? (week.data?.items ?? []) : [...(month.data?.days ?? []).flatMap((day) => day.first), ...(month.data?.warned ?? [])]),
    [view, week.data, month.data],
  );
  const known = useMemo(() => {
    const names = new Map<number, string>();
    for (const row of rows) {
      if (row.haulier) names.set(row.haulier.id, row.haulier.name);
      if (row.supplier) names.set(row.supplier.id, row.supplier.name);
      names.set(row.customer.id, row.customer.name);
    }
    return names;
  }, [rows]);
  const warnings = view === 'week' ? week.data : month.data ? { items: month.data.warned, red: month.data.red, amber: month.data.amber } : undefined;
  const move = (scheduleId: number, day: string) => {
    const card = cards.find((candidate) => candidate.scheduleId === scheduleId);
    if (card && card.day !== day) setMoving({ scheduleId, day });
  };
  return (
    <Stack spacing={2} useFlexGap>
      <BoardFilters state={state} onChange={onChange} known={known} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Navigation state={state} onChange={onChange} />
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => setSheet(state.date)}>
          Day sheet
        </Button>
      </Stack>
      {warnings && <OrderByWarnings rows={warnings.items} red={warnings.red} amber={warnings.amber} />}
      {board.isPending ? (
        <LoadingRows label="Loading the board" rows={4} />
      ) : board.isError ? (
        <ErrorState error={board.error} onRetry={() => void board.refetch()} />
      ) : (
        <Box sx={{ opacity: board.isPlaceholderData ? 0.6 : 1 }}>
          {(view === 'week' ? cards.length === 0 : monthDays.size === 0) && (
            <EmptyState>
              {isFiltered(state) ? 'No call-offs match these filters in this period.' : 'No call-offs in this period: call off plots from an order’s schedule.'}
            </EmptyState>
          )}
          {view === 'week' ? (
            <WeekBoard days={phone ? comingDays(state.date) : weekDays(state.date)} cards={cards} onMove={move} />
          ) : (
            <MonthBoard date={state.date} days={monthDays} onMove={move} onOpenDay={setOpenDay} />
          )}
        </Box>
      )}
      {moving && <MoveDialog scheduleId={moving.scheduleId} day={moving.day} onClose={() => setMoving(null)} />}
      {sheet && <DaySheetLoader state={state} day={sheet} onDay={setSheet} onClose={() => setSheet(null)} />}
      {openDay && (
        <DayCallOffsDialog
          params={dayParams(state, openDay)}
          onWeek={(day) => {
            setOpenDay(null);
            onChange({ view: 'week', date: day });
          }}
          onClose={() => setOpenDay(null)}
        />
      )}
    </Stack>
  );
}

/** `/call-offs`: the board (week or month) of call-offs, and the list of orders with their balance. */
export default function CallOffsPage() {
  const { state, update } = useBoardView();
  return (
    <Page
      title="Call-offs"
      maxWidth={1600}
      actions={
        <ToggleButtonGroup
          exclusive
          size="small"
          value={state.view}
          aria-label="View"
          onChange={(_, view: BoardView | null) => view && update({ view })}
        >
          <ToggleButton value="week">Week</ToggleButton>
          <ToggleButton value="month">Month</ToggleButton>
          <ToggleButton value="list">Orders</ToggleButton>
        </ToggleButtonGroup>
      }
    >
      {state.view === 'list' ? (
        <Stack spacing={2} useFlexGap>
          <BoardFilters state={state} onChange={update} known={new Map()} />
          <OrdersBalanceList state={state} onPage={(page) => update({ page })} />
        </Stack>
      ) : (
        <Board state={state} onChange={update} />
      )}
    </Page>
  );
}
