import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Section } from '@/components/Section';
import { EmptyState } from '@/components/SectionStates';
import { WithReason } from '@/components/WithReason';
import { formatDateTime } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { useAddNote } from '../api/mutations';
import type { TaskOut } from '../api/types';

/** The owner's log: notes newest last, and one more. */
export function TaskNotes({ task }: { task: TaskOut }) {
  const [note, setNote] = useState('');
  const add = useAddNote();
  const { showError } = useSnackbar();
  const save = () =>
    add.mutate({ taskId: task.id, note: note.trim() }, { onSuccess: () => setNote(''), onError: (error) => showError(errorMessage(error)) });
  return (
    <Section title="Notes">
      {task.notes.length === 0 ? (
        <EmptyState>No notes yet: write one below and choose Add note.</EmptyState>
      ) : (
        <List aria-label="Notes" disablePadding>
          {task.notes.map((each) => (
            <ListItem key={each.id} divider disableGutters>
              <ListItemText primary={each.note} secondary={`${each.author_name} · ${formatDateTime(each.created_at)}`} sx={{ whiteSpace: 'pre-wrap' }} />
            </ListItem>
          ))}
        </List>
      )}
      <Stack spacing={1} sx={{ mt: 2 }}>
        <TextField label="Add a note" multiline minRows={2} value={note} onChange={(event) => setNote(event.target.value)} />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <WithReason reason={note.trim() ? null : 'Write the note first.'}>
            <Button variant="outlined" onClick={save} disabled={!note.trim()} loading={add.isPending}>
              Add note
            </Button>
          </WithReason>
        </Stack>
      </Stack>
    </Section>
  );
}
