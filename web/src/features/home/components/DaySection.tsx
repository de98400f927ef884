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

type FrameProps = { title: string; icon: ReactNode; count: number; empty: string; children: ReactNode };

/** One section of the day: its heading, and its list or the sentence saying it is empty. */
export function DayFrame({ title, icon, count, empty, children }: FrameProps) {
  const headingId = `day-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={headingId} elevation={0} sx={{ p: 2.5, border: 1, borderColor: 'divider', height: '100%' }}>
      <Typography id={headingId} variant="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, color: 'primary.main' }}>
        {icon}
        {title}
      </Typography>
      {count === 0 ? <Typography color="text.secondary">{empty}</Typography> : children}
    </Paper>
  );
}

export function DaySection({ title, items, empty, icon }: Props) {
  return (
    <DayFrame title={title} icon={icon} count={items.length} empty={empty}>
      <List dense disablePadding>
        {items.map((item, index) => (
          <ListItem key={index} disableGutters>
            <ListItemText primary={describe(item)} />
          </ListItem>
        ))}
      </List>
    </DayFrame>
  );
}
