import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { api, unwrap } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';
import { counted, formatDateTime } from '@/lib/format';
import { callOffPath } from '@/lib/links';
import { queryKeys } from '@/lib/query-keys';
import { usePhone } from '@/lib/use-phone';
import { PhoneSection } from './PhoneFold';
import { Section } from './Section';
import { EmptyState, ErrorState, LoadingRows } from './SectionStates';

export type TaskRecordType = components['schemas']['RecordType'];
type TaskCard = components['schemas']['TaskCard'];

/** The tasks linked to a record that the user may see (`GET /tasks/linked/{record_type}/{record_id}`). */
export function getLinkedTasks(recordType: TaskRecordType, recordId: number, signal?: AbortSignal): Promise<TaskCard[]> {
  return unwrap(api.GET('/tasks/linked/{record_type}/{record_id}', { params: { path: { record_type: recordType, record_id: recordId } }, signal }));
}

export const linkedTasksQuery = (recordType: TaskRecordType, recordId: number) =>
  queryOptions({
    queryKey: queryKeys.taskpad.linked(recordType, recordId),
    queryFn: ({ signal }) => getLinkedTasks(recordType, recordId, signal),
  });

const STATUS = { open: 'Open', done: 'Done', cancelled: 'Cancelled' } as Record<string, string>;

function describe(task: TaskCard): string {
  const people = [task.owner.name, ...task.assignee_names.filter((name) => name !== task.owner.name)].join(', ');
  const due = task.due_at ? `due ${formatDateTime(task.due_at)}` : 'no due date';
  return `${STATUS[task.status] ?? task.status} · ${due} · ${people}`;
}

type Props = { recordType: TaskRecordType; recordId: number };

/** A call-off the task is linked to opens on its order's schedule (`/call-offs/{order}`), never on the board. */
function CallOffLinks({ task }: { task: TaskCard }) {
  const callOffs = task.links.filter((link) => link.record_type === 'call_off' && link.order_id);
  if (callOffs.length === 0) return null;
  return (
    <>
      {callOffs.map((link) => (
        <Link key={link.record_id} component={RouterLink} to={callOffPath(link.order_id ?? 0, link.record_id)} sx={{ mr: 1 }}>
          Call-off {link.label}
        </Link>
      ))}
    </>
  );
}

/** A record's Tasks section: its tasks (each opening the task), and "New task" linked to it. */
export function LinkedTasks({ recordType, recordId }: Props) {
  const tasks = useQuery(linkedTasksQuery(recordType, recordId));
  const link = `${recordType}:${recordId}`;
  return (
    <Section
      title="Tasks"
      actions={
        <>
          {tasks.data && tasks.data.length > 0 && (
            <Button component={RouterLink} to={`/taskpad?linked=${link}&status=any`}>
              On the Taskpad
            </Button>
          )}
          <Button variant="outlined" startIcon={<AddIcon />} component={RouterLink} to={`/task/new?link=${link}`}>
            New task
          </Button>
        </>
      }
    >
      {tasks.isPending && <LoadingRows label="Loading tasks" rows={2} />}
      {tasks.isError && <ErrorState error={tasks.error} onRetry={() => void tasks.refetch()} />}
      {tasks.data?.length === 0 && <EmptyState>No tasks about this record yet. “New task” makes one linked to it.</EmptyState>}
      {tasks.data && tasks.data.length > 0 && (
        <List aria-label="Tasks" disablePadding>
          {tasks.data.map((task) => (
            <ListItem key={task.id} divider disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/task?id=${task.id}`}>
                    {task.title}
                  </Link>
                }
                secondary={
                  <>
                    {describe(task)} <CallOffLinks task={task} />
                  </>
                }
              />
              {task.overdue && <Chip size="small" color="error" label="Overdue" />}
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}

/** A record's tasks in a line, as its fold says them: "2 tasks · 1 open" (the section's own query). */
export function useTasksSummary(recordType: TaskRecordType, recordId: number): string | undefined {
  const tasks = useQuery(linkedTasksQuery(recordType, recordId)).data;
  if (!tasks) return undefined;
  const open = tasks.filter((task) => task.status === 'open').length;
  return tasks.length === 0 ? 'No tasks yet' : `${counted(tasks.length, 'task')} · ${open.toLocaleString('en-GB')} open`;
}

/** A record's Tasks section, folded on a phone to "2 tasks · 1 open" (a project's, a quote's). */
export function TasksFold({ recordType, recordId }: Props) {
  return (
    <PhoneSection title="Tasks" summary={useTasksSummary(recordType, recordId)}>
      <LinkedTasks recordType={recordType} recordId={recordId} />
    </PhoneSection>
  );
}

/**
 * The same fold on a phone only: an organisation's screen has a Tasks tab of its own, last of eight (off the
 * phone's screen); at a desk the tab is enough.
 */
export function PhoneTasksFold(props: Props) {
  return usePhone() ? <TasksFold {...props} /> : null;
}
