import CancelIcon from '@mui/icons-material/Cancel';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Section } from '@/components/Section';
import { UndoSnackbar } from '@/components/UndoSnackbar';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { isStale } from '@/lib/form-errors';
import { useAddTaskUser, useRemoveTaskUser, useSetTaskUsers } from '../api/mutations';
import { useStaff } from '../api/queries';
import type { TaskOut, TaskUser } from '../api/types';
import { PersonField } from './PeopleField';

type Role = 'assigned' | 'involved';
const ROLE_LABELS: Record<Role, { title: string; add: string; none: string; removed: string; back: string }> = {
  assigned: { title: 'Assigned to', add: 'Assign someone', none: 'Nobody is assigned.', removed: 'is no longer assigned.', back: 'is assigned again.' },
  involved: { title: 'Watchers', add: 'Add a watcher', none: 'Nobody watches this task.', removed: 'no longer watches this task.', back: 'watches this task again.' },
};

function PeopleRow({ task, role, people }: { task: TaskOut; role: Role; people: TaskUser[] }) {
  const staff = useStaff();
  const add = useAddTaskUser();
  const remove = useRemoveTaskUser();
  const { showSuccess, showError } = useSnackbar();
  const [key, setKey] = useState(0);
  // The person just removed: Undo adds them back in the same role for a few seconds.
  const [removed, setRemoved] = useState<TaskUser | null>(null);
  const labels = ROLE_LABELS[role];
  const present = new Set(people.map((person) => person.userId));
  const options = (staff.data ?? []).filter((person) => !present.has(person.user_id));
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {labels.title}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }} aria-label={labels.title} role="list">
        {people.length === 0 && <Typography color="text.secondary">{labels.none}</Typography>}
        {people.map((person) => (
          <Chip
            key={person.id}
            role="listitem"
            label={person.name}
            onDelete={() =>
              remove.mutate(person.id, { onSuccess: () => setRemoved(person), onError: (error) => showError(errorMessage(error)) })
            }
            deleteIcon={<CancelIcon aria-label={`Remove ${person.name}`} aria-hidden={false} />}
          />
        ))}
      </Stack>
      <Autocomplete
        key={key}
        size="small"
        options={options}
        getOptionLabel={(person) => person.full_name}
        onChange={(_, person) => {
          if (!person) return;
          add.mutate(
            { taskId: task.id, userId: person.user_id, role },
            { onError: (error) => showError(errorMessage(error)), onSettled: () => setKey((n) => n + 1) },
          );
        }}
        renderInput={(params) => <TextField {...params} label={labels.add} />}
        sx={{ maxWidth: 360 }}
      />
      <UndoSnackbar
        removed={removed}
        keyOf={(person) => person.id}
        message={(person) => `${person.name} ${labels.removed}`}
        onUndo={(person) =>
          add.mutate(
            { taskId: task.id, userId: person.userId, role },
            { onSuccess: () => showSuccess(`${person.name} ${labels.back}`), onError: (error) => showError(errorMessage(error)) },
          )
        }
        onClose={() => setRemoved(null)}
      />
    </Box>
  );
}

const CHANGED_MEANWHILE = 'Someone else changed this task meanwhile: it now shows their change. Choose Change owner again to keep yours.';

function OwnerRow({ task }: { task: TaskOut }) {
  const [owner, setOwner] = useState<number | null>(task.owner.id);
  const set = useSetTaskUsers();
  const { showSuccess, showError } = useSnackbar();
  const changed = owner !== null && owner !== task.owner.id;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <Box sx={{ flex: 1, maxWidth: 360 }}>
        <PersonField label="Owner" value={owner} onChange={setOwner} />
      </Box>
      {changed && (
        <Button
          variant="outlined"
          loading={set.isPending}
          onClick={() =>
            set.mutate(
              { taskId: task.id, taskOwner: owner, assignedUsers: task.assigned.map((person) => person.userId), version: task.version },
              {
                onSuccess: () => showSuccess('The owner was changed.'),
                onError: (error) => showError(isStale(error) ? CHANGED_MEANWHILE : errorMessage(error)),
              },
            )
          }
        >
          Change owner
        </Button>
      )}
    </Stack>
  );
}

/** The owner, the people assigned and the watchers: each added or removed on its own. */
export function TaskPeople({ task }: { task: TaskOut }) {
  return (
    <Section title="People">
      <Stack spacing={2.5}>
        <OwnerRow key={task.owner.id} task={task} />
        <PeopleRow task={task} role="assigned" people={task.assigned} />
        <PeopleRow task={task} role="involved" people={task.involved} />
      </Stack>
    </Section>
  );
}
