import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = { title: string; children: ReactNode; onRetry?: () => void };

/** A whole-page message when the page behind a public link cannot be shown: an unknown link, the rate limit, a failure. */
export function LinkProblem({ title, children, onRetry }: Props) {
  return (
    <Box component="main" sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper elevation={0} sx={{ maxWidth: 460, width: '100%', p: { xs: 3, sm: 4 }, border: 1, borderColor: 'divider', textAlign: 'center' }}>
        <LinkOffIcon color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography variant="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{children}</Typography>
        {onRetry && (
          <Button variant="contained" onClick={onRetry} sx={{ mt: 3 }}>
            Try again
          </Button>
        )}
      </Paper>
    </Box>
  );
}
