import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { TextEdit } from '@/lib/use-text-edit';

/** A text's save refused because it changed since it was opened (409, lib/use-text-edit): what it reads now. */
export function ChangedSinceAlert({ edit, kind }: { edit: TextEdit | null; kind: 'note' | 'comment' }) {
  if (!edit?.changed) return null;
  return (
    <Alert severity="warning" sx={{ mb: 1 }}>
      <AlertTitle>This {kind} was changed since you opened it</AlertTitle>
      It now reads:{' '}
      <Box component="q" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {edit.previous}
      </Box>
      . Your text is kept below: save again to replace it, or cancel to keep it as it is.
    </Alert>
  );
}
