import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/http';

/** Grey bars in the shape of the rows to come. */
export function LoadingRows({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <Stack role="status" aria-label={label} spacing={1}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={44} />
      ))}
    </Stack>
  );
}

/** What went wrong, and a Retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}

/** An empty list says what to do next. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Box sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
      <Typography>{children}</Typography>
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
