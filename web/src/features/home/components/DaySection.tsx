import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = { title: string; items: readonly unknown[]; empty: string; icon: ReactNode };

/** A readable line for a day-view record, whatever later features send (title, name, reference…). */
export function describe(item: unknown): string {
  if (item && typeof item === 'object') {
    const record = item as Record<string, unknown>;
    for (const key of ['title', 'name', 'message', 'reference', 'subject', 'note']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return typeof item === 'string' || typeof item === 'number' ? String(item) : 'Untitled item';
}

export function DaySection({ title, items, empty, icon }: Props) {
  const headingId = `day-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={headingId} elevation={0} sx={{ p: 2.5, border: 1, borderColor: 'divider', height: '100%' }}>
      <Typography id={headingId} variant="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, color: 'primary.main' }}>
        {icon}
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <List dense disablePadding>
          {items.map((item, index) => (
            <ListItem key={index} disableGutters>
              <ListItemText primary={describe(item)} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
