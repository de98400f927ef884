import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { NoteEdit, NoteOut } from '@/lib/api/types';
import { formatDateTime } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { useOpened } from '@/lib/use-opened';
import { ChangedSinceAlert } from './ChangedSinceAlert';
import { ConfirmDialog } from './ConfirmDialog';
import { NoteEditor } from './NoteEditor';
import { Section } from './Section';
import { EmptyState, ErrorState, LoadingRows } from './SectionStates';

/**
 * A record's notes and the calls that change them: the record's feature supplies them (a customer's, a
 * project's), since each kind of record has its own paths.
 */
export type NotesCalls = {
  notes: UseQueryResult<NoteOut[]>;
  add: UseMutationResult<NoteOut, Error, string>;
  edit: UseMutationResult<NoteOut, Error, NoteEdit>;
  remove: UseMutationResult<void, Error, number>;
};

/** Notes, newest first, with author and time; their author (or a manager) may change or delete them. */
export function NotesPanel({ notes, add, edit, remove }: NotesCalls) {
  const { showSuccess, showError } = useSnackbar();
  const edits = useOpened<string, number>();
  const [deleting, setDeleting] = useState<NoteOut | null>(null);
  const reportError = (error: unknown) => showError(errorMessage(error));
  const editError = (error: unknown) => edits.refused(error, () => notes.refetch()) || reportError(error);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.note_id, {
      onSuccess: () => {
        showSuccess('The note was deleted.');
        setDeleting(null);
      },
      onError: reportError,
    });
  };

  return (
    <Section title="Notes">
      <NoteEditor
        label="Add a note"
        submitLabel="Add note"
        pending={add.isPending}
        onSubmit={(note) => add.mutateAsync(note).then(() => showSuccess('Your note was added.'))}
        onError={reportError}
      />
      <Box sx={{ mt: 2 }}>
        {notes.isPending && <LoadingRows label="Loading notes" />}
        {notes.isError && <ErrorState error={notes.error} onRetry={() => void notes.refetch()} />}
        {notes.data?.length === 0 && <EmptyState>No notes yet. Write the first one above.</EmptyState>}
        {notes.data && notes.data.length > 0 && (
          <List aria-label="Notes" disablePadding>
            {notes.data.map((note) => (
              <ListItem key={note.note_id} divider disableGutters sx={{ display: 'block', py: 1.5 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography variant="body2" color="text.secondary">
                    <Box component="strong" sx={{ color: 'text.primary' }}>
                      {note.author_name}
                    </Box>
                    {' · '}
                    {formatDateTime(note.created_at)}
                    {note.edited_at && ` · edited ${formatDateTime(note.edited_at)}`}
                  </Typography>
                  {note.can_edit && !edits.isOpen(note.note_id) && (
                    <Box>
                      <Tooltip title="Edit note">
                        <IconButton aria-label={`Edit note by ${note.author_name}`} onClick={() => edits.open(note.note, note.note_id)}>
                          <EditIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Delete note">
                        <IconButton aria-label={`Delete note by ${note.author_name}`} onClick={() => setDeleting(note)}>
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </Box>
                  )}
                </Stack>
                {edits.isOpen(note.note_id) ? (
                  <Box sx={{ mt: 1 }}>
                    <ChangedSinceAlert changed={edits.changed} now={note.note} kind="note" />
                    <NoteEditor
                      label="Edit note"
                      initial={note.note}
                      submitLabel="Save note"
                      autoFocus
                      pending={edit.isPending}
                      onSubmit={(text) =>
                        edit.mutateAsync({ note_id: note.note_id, note: text, previous: edits.sent(note.note) }).then(() => {
                          edits.close();
                          showSuccess('The note was saved.');
                        })
                      }
                      onCancel={edits.close}
                      onError={editError}
                    />
                  </Box>
                ) : (
                  <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', mt: 0.5 }}>{note.note}</Typography>
                )}
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this note?"
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        The note by {deleting?.author_name} will be deleted. This cannot be undone.
      </ConfirmDialog>
    </Section>
  );
}
