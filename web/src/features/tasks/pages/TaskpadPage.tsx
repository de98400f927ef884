import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Page } from '@/components/Page';
import { EmptyState, ErrorState, LoadingRows } from '@/components/SectionStates';
import { errorMessage } from '@/lib/http';
import { queryKeys } from '@/lib/query-keys';
import { isManager } from '@/lib/roles';
import { useSession } from '@/lib/session';
import { useSnackbar } from '@/lib/snackbar';
import { useMoveTask } from '../api/mutations';
import { useBoard, useStages, type BoardParams } from '../api/queries';
import type { BoardOut } from '../api/types';
import { StageColumn, type MoveHandler } from '../components/StageColumn';
import { StageJumps } from '../components/StageJumps';
import { TaskFilters } from '../components/TaskFilters';
import { TaskListView } from '../components/TaskListView';
import { filterQuery, isFiltered, parseLink, scopeOf, useTaskpadState, type TaskpadState, type View } from '../lib/filters';
import { newTaskPath } from '../lib/links';

/** The linked record's label as the cards show it. */
function linkedName(board: BoardOut | undefined, linked: string | null): string | undefined {
  const link = parseLink(linked);
  if (!board || !link) return undefined;
  for (const stage of board.stages)
    for (const card of stage.items)
      for (const each of card.links) if (each.record_type === link.record_type && each.record_id === link.record_id) return each.label;
  return undefined;
}

function Board({ params, state }: { params: BoardParams; state: TaskpadState }) {
  const board = useBoard(params);
  const boardKey = queryKeys.taskpad.board(params);
  const move = useMoveTask(boardKey);
  const snackbar = useSnackbar();
  const onMove: MoveHandler = (taskId, fromStageId, target, others) => {
    const stage = board.data?.stages.find((each) => each.id === target.stageId);
    move.mutate(
      { taskId, fromStageId, target, others },
      {
        onSuccess: () => {
          if (stage && fromStageId !== target.stageId) snackbar.showSuccess(`Moved to ${stage.name}.`);
        },
        onError: (error) => snackbar.showError(errorMessage(error)),
      },
    );
  };
  if (board.isPending) return <LoadingRows label="Loading the board" rows={5} />;
  if (board.isError) return <ErrorState error={board.error} onRetry={() => void board.refetch()} />;
  const stages = board.data.stages;
  const empty = stages.every((stage) => stage.total === 0);
  return (
    <Box sx={{ opacity: board.isPlaceholderData ? 0.6 : 1 }}>
      {empty && (
        <EmptyState action={!isFiltered(state) && <Button component={RouterLink} to={newTaskPath()} variant="outlined">New task</Button>}>
          {isFiltered(state) ? 'No tasks match these filters.' : 'No tasks on your pad yet: create one, or open one from a customer, a quote or an order.'}
        </EmptyState>
      )}
      <StageJumps stages={stages} />
      {/* The stages side by side, scrolling sideways in their own box (never the page): on a phone a column takes
          most of the screen, the next one peeking in, and a swipe settles on a column. Focusable, so the arrow keys
          scroll it too. */}
      <Box role="region" aria-label="Stages" tabIndex={0} sx={{ overflowX: 'auto', pb: 1, scrollSnapType: { xs: 'x mandatory', sm: 'none' } }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: `repeat(${stages.length}, 85%)`, sm: `repeat(${stages.length}, minmax(240px, 1fr))` },
            gap: 1,
            minWidth: { xs: 0, sm: stages.length * 250 },
          }}
        >
          {stages.map((stage) => (
            <StageColumn key={stage.id} stage={stage} stages={stages} params={params} onMove={onMove} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}

/** `/taskpad`: the user's tasks as a board by stage (drag or "Move to…"), or as a sortable list; filters in the address. */
export default function TaskpadPage() {
  const session = useSession();
  const { state, update } = useTaskpadState();
  const manager = isManager(session);
  const who = state.who === 'all' && !manager ? 'mine' : state.who;
  const params: BoardParams = useMemo(
    () => ({ userId: session.userId ?? 0, scope: scopeOf(who), query: filterQuery(state) }),
    [session.userId, who, state],
  );
  const cached = useBoard(params, state.view === 'board');
  const stages = useStages();
  const stageNames = useMemo(() => new Map((stages.data ?? []).map((stage) => [stage.id, stage.name])), [stages.data]);
  return (
    <Page
      title="Taskpad"
      maxWidth={1800}
      actions={
        <>
          <ToggleButtonGroup exclusive size="small" value={state.view} aria-label="View" onChange={(_, view: View | null) => view && update({ view })}>
            <ToggleButton value="board">Board</ToggleButton>
            <ToggleButton value="list">List</ToggleButton>
          </ToggleButtonGroup>
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={newTaskPath(state.linked ?? undefined)}>
            New task
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <TaskFilters state={{ ...state, who }} onChange={update} manager={manager} linkedName={linkedName(cached.data, state.linked)} />
        {state.view === 'list' ? (
          <TaskListView params={params} state={state} onChange={update} stageNames={stageNames} />
        ) : (
          <Board params={params} state={state} />
        )}
      </Stack>
    </Page>
  );
}
