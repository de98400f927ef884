import { NotesPanel } from '@/components/NotesPanel';
import type { Kind } from '@/lib/api/types';
import { useAddNote } from '../api/add-note';
import { useDeleteNote } from '../api/delete-note';
import { useEditNote } from '../api/edit-note';
import { useNotes } from '../api/get-notes';

/** An organisation's notes, through its kind's note calls. */
export function NotesSection({ kind, id }: { kind: Kind; id: number }) {
  return (
    <NotesPanel
      notes={useNotes(kind, id)}
      add={useAddNote(kind, id)}
      edit={useEditNote(kind, id)}
      remove={useDeleteNote(kind, id)}
    />
  );
}
