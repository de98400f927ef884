import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Section } from '@/components/Section';
import { EmptyState, ErrorState, LoadingRows } from '@/components/SectionStates';
import type { Kind } from '@/lib/api/types';
import { useTasks } from '../api/get-tasks';

/** Tasks linked to the record. */
export function TasksSection({ kind, id }: { kind: Kind; id: number }) {
  const tasks = useTasks(kind, id);
  return (
    <Section title="Tasks">
      {tasks.isPending && <LoadingRows label="Loading tasks" rows={2} />}
      {tasks.isError && <ErrorState error={tasks.error} onRetry={() => void tasks.refetch()} />}
      {tasks.data?.length === 0 && (
        <EmptyState>No tasks linked yet. Tasks created about this record on the Taskpad will show here.</EmptyState>
      )}
      {tasks.data && tasks.data.length > 0 && (
        <List aria-label="Tasks" disablePadding>
          {tasks.data.map((task) => (
            <ListItem key={task.taskId} divider disableGutters>
              <ListItemText primary={task.note} secondary={task.status} />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}
