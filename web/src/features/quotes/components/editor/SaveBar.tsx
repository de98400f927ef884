import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Props = {
  dirty: boolean;
  saving: boolean;
  readOnly: boolean;
  /** Messages that belong to no field (or a summary of those that do). */
  problems: string[];
  onSave: () => void;
  onDiscard: () => void;
};

/** Save (Ctrl+S) and Discard, kept in view at the bottom of the screen while there is something to save. */
export function SaveBar({ dirty, saving, readOnly, problems, onSave, onDiscard }: Props) {
  if (readOnly) return null;
  return (
    <Paper
      elevation={dirty ? 6 : 0}
      sx={{ position: dirty ? 'sticky' : 'static', bottom: 0, zIndex: 2, mt: 3, p: 2, border: 1, borderColor: 'divider' }}
      role="region"
      aria-label="Save the quote"
    >
      {problems.map((problem) => (
        <Alert key={problem} severity="error" sx={{ mb: 1.5 }}>
          {problem}
        </Alert>
      ))}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 200 }}>
          {dirty ? 'Unsaved changes.' : 'No unsaved changes.'}
        </Typography>
        <Button onClick={onDiscard} disabled={!dirty || saving}>
          Discard changes
        </Button>
        <Button variant="contained" onClick={onSave} disabled={!dirty} loading={saving} title="Ctrl+S">
          Save
        </Button>
      </Stack>
    </Paper>
  );
}
