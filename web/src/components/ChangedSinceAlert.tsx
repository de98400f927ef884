import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';

/** A text's save refused because it changed since it was opened (409, lib/use-opened): what it reads `now`. */
export function ChangedSinceAlert({ changed, now, kind }: { changed: boolean; now: string; kind: 'note' | 'comment' }) {
  if (!changed) return null;
  return (
    <Alert severity="warning" sx={{ mb: 1 }}>
      <AlertTitle>This {kind} was changed since you opened it</AlertTitle>
      It now reads:{' '}
      <Box component="q" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {now}
      </Box>
      . Your text is kept below: save again to replace it, or cancel to keep it as it is.
    </Alert>
  );
}
