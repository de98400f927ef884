import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

type Props = { title: string; actions?: ReactNode; children: ReactNode };

/** A titled card of a record screen (details, contacts, files…). */
export function Section({ title, actions, children }: Props) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} elevation={0} sx={{ p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
      >
        <Typography id={id} variant="h2">
          {title}
        </Typography>
        {actions && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Paper>
  );
}
