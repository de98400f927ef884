import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Section } from '@/components/Section';
import { EmptyState, ErrorState, LoadingRows } from '@/components/SectionStates';
import { formatDateTime } from '@/lib/format';
import { useActivity } from '../api/queries';

/** What happened to the task, newest first: its stage, status, owner and assignee changes with who and when. */
export function TaskActivity({ taskId }: { taskId: number }) {
  const activity = useActivity(taskId);
  return (
    <Section title="Activity">
      {activity.isPending ? (
        <LoadingRows label="Loading the activity" />
      ) : activity.isError ? (
        <ErrorState error={activity.error} onRetry={() => void activity.refetch()} />
      ) : activity.data.items.length === 0 ? (
        <EmptyState>Nothing has happened to this task yet.</EmptyState>
      ) : (
        <List aria-label="Activity" disablePadding dense>
          {activity.data.items.map((entry) => (
            <ListItem key={entry.activity_id} divider disableGutters>
              <ListItemText primary={entry.summary} secondary={`${entry.actor_name} · ${formatDateTime(entry.created_at)}`} />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}
