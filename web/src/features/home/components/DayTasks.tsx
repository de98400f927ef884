import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LinkedRecords } from '@/components/LinkedRecords';
import type { components } from '@/lib/api/schema';
import { formatDateTime } from '@/lib/format';
import { DayFrame } from './DaySection';

type TaskCard = components['schemas']['TaskCard'];
type Props = { title: string; tasks: readonly TaskCard[]; empty: string; icon: ReactNode };

/** The user's open tasks due today or overdue, each opening the task, with links to the records it is about. */
export function DayTasks({ title, tasks, empty, icon }: Props) {
  return (
    <DayFrame title={title} icon={icon} count={tasks.length} empty={empty}>
      <List dense disablePadding>
        {tasks.map((task) => (
          <ListItem key={task.id} disableGutters>
            <ListItemText
              primary={
                <Link component={RouterLink} to={`/task?id=${task.id}`} underline="hover">
                  {task.title}
                </Link>
              }
              secondary={
                <>
                  {[task.overdue ? 'Overdue' : null, task.due_at ? `due ${formatDateTime(task.due_at)}` : null].filter(Boolean).join(' · ')}
                  {task.links.length > 0 && (task.overdue || task.due_at) && ' · '}
                  <LinkedRecords links={task.links} />
                </>
              }
              slotProps={{ secondary: { color: task.overdue ? 'error' : undefined } }}
            />
          </ListItem>
        ))}
      </List>
    </DayFrame>
  );
}
