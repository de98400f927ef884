import { NotesPanel } from '@/components/NotesPanel';
import { useAddProjectNote, useDeleteProjectNote, useEditProjectNote, useProjectNotes } from '../api/project-notes';

/** The project's notes, through the project's note calls. */
export function ProjectNotes({ projectId }: { projectId: number }) {
  return (
    <NotesPanel
      notes={useProjectNotes(projectId)}
      add={useAddProjectNote(projectId)}
      edit={useEditProjectNote(projectId)}
      remove={useDeleteProjectNote(projectId)}
    />
  );
}
