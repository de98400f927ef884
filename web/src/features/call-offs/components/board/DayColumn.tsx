import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent, type ReactNode } from 'react';
import { DRAG_TYPE } from './CallOffCard';

type Props = {
  day: string;
  label: string;
  /** The day's header line under its name ("3 loads"). */
  children: ReactNode;
  header?: ReactNode;
  muted?: boolean;
  today?: boolean;
  onDrop: (scheduleId: number, day: string) => void;
  /** A number, or per breakpoint (none on a phone, where the days stack). */
  minHeight?: number | { xs: number; sm: number };
  /** Left out below 600 px (the days of the months either side that fill a month's first and last weeks). */
  hiddenOnPhone?: boolean;
};

/** A day on the board that call-offs can be dropped onto. */
export function DayColumn({ day, label, header, children, muted = false, today = false, onDrop, minHeight = 160, hiddenOnPhone = false }: Props) {
  const [over, setOver] = useState(false);
  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(DRAG_TYPE);
  return (
    <Box
      role="region"
      aria-label={label}
      data-day={day}
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        const id = Number(event.dataTransfer.getData(DRAG_TYPE));
        if (!id) return;
        event.preventDefault();
        onDrop(id, day);
      }}
      sx={{
        minWidth: 0,
        minHeight,
        border: 1,
        borderColor: over ? 'primary.main' : 'divider',
        outline: over ? 2 : 0,
        outlineColor: 'primary.main',
        borderRadius: 1,
        bgcolor: muted ? 'action.hover' : 'background.paper',
        p: 0.75,
        display: hiddenOnPhone ? { xs: 'none', sm: 'flex' } : 'flex',
        flexDirection: 'column',
        gap: 0.5,
      }}
    >
      <Typography
        component="h3"
        sx={{ fontSize: '0.8125rem', fontWeight: 700, color: today ? 'primary.main' : 'text.primary', textTransform: 'none' }}
      >
        {label}
      </Typography>
      {header}
      {children}
    </Box>
  );
}
