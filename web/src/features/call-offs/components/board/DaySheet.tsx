import PrintIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatLongDate, parseDay } from '@/lib/format';
import { cardsByDay, loadsPerWorks, plural, type BoardCard } from '../../lib/board';
import { OFFLOAD_LABELS, statusLabel, VEHICLE_LABELS, WINDOW_LABELS } from '../../lib/status';
import { DateField } from '@/components/DateField';

/** Printing shows the sheet alone, on white, every row (the app behind it and the dialog's buttons are hidden). */
const PRINT = (
  <GlobalStyles
    styles={{
      '@media print': {
        '#root': { display: 'none !important' },
        '.day-sheet .MuiDialog-container, .day-sheet .MuiPaper-root': {
          position: 'static !important',
          display: 'block !important',
          height: 'auto !important',
          maxHeight: 'none !important',
          overflow: 'visible !important',
          boxShadow: 'none !important',
          margin: '0 !important',
        },
        '.day-sheet .MuiBackdrop-root, .day-sheet .no-print': { display: 'none !important' },
        '.day-sheet .MuiDialogContent-root': { overflow: 'visible !important' },
        '.day-sheet tr': { breakInside: 'avoid' },
      },
    }}
  />
);

type Props = { day: string; cards: readonly BoardCard[]; loading: boolean; onDay: (day: string) => void; onClose: () => void };

/** The day's loads grouped by works, to print for the yard and the transport desk. */
export function DaySheet({ day, cards, loading, onDay, onClose }: Props) {
  const id = useId();
  const dayCards = (cardsByDay(cards).get(day) ?? []).filter((card) => card.status !== 'cancelled');
  const works = loadsPerWorks(dayCards);
  return (
    <Dialog open onClose={onClose} fullScreen className="day-sheet" aria-labelledby={`${id}-title`}>
      {PRINT}
      <DialogTitle id={`${id}-title`}>Day sheet · {formatLongDate(day)}</DialogTitle>
      <DialogContent>
        <Box className="no-print" sx={{ mb: 2 }}>
          <DateField
            strict
            size="small"
            label="Day"
            value={day}
            onChange={(day) => parseDay(day) && onDay(day)}
          />
        </Box>
        {loading ? (
          <Typography role="status">Loading the day’s loads…</Typography>
        ) : dayCards.length === 0 ? (
          <Typography>No loads on this day.</Typography>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>
              {plural(dayCards.length, 'load')}:{' '}
              {works.map((load) => `${load.works} ${plural(load.loads, 'load')}${load.pallets ? `, ${plural(load.pallets, 'pallet')}` : ''}`).join(' · ')}
            </Typography>
            {works.map((load) => (
              <Box key={load.works} component="section" aria-label={load.works} sx={{ mb: 3 }}>
                <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
                  {load.works}
                </Typography>
                <Table size="small" aria-label={`Loads from ${load.works}`}>
                  <TableHead>
                    <TableRow>
                      <TableCell>Call-off</TableCell>
                      <TableCell>Window</TableCell>
                      <TableCell>Customer and site</TableCell>
                      <TableCell>Site contact</TableCell>
                      <TableCell>Plots and goods</TableCell>
                      <TableCell>Vehicle and offload</TableCell>
                      <TableCell>Haulier</TableCell>
                      <TableCell>Status</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {dayCards
                      .filter((card) => (card.works || 'No works yet') === load.works)
                      .map((card) => (
                        <TableRow key={card.scheduleId}>
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>
                            {card.number}
                            <br />
                            {card.orderNumber}
                          </TableCell>
                          <TableCell>{WINDOW_LABELS[card.window] ?? card.window}</TableCell>
                          <TableCell>
                            {card.customer}
                            <br />
                            {card.site}
                          </TableCell>
                          <TableCell>{card.contact || '—'}</TableCell>
                          <TableCell>
                            {card.plots}
                            {card.plots && <br />}
                            {card.summary}
                          </TableCell>
                          <TableCell>
                            {[VEHICLE_LABELS[card.vehicle] ?? card.vehicle, OFFLOAD_LABELS[card.offload] ?? card.offload].filter(Boolean).join(' · ')}
                            {card.pallets ? ` · ${plural(card.pallets, 'pallet')}` : ''}
                          </TableCell>
                          <TableCell>{card.haulier || '—'}</TableCell>
                          <TableCell>{statusLabel(card.status)}</TableCell>
                        </TableRow>
                      ))}
                  </TableBody>
                </Table>
              </Box>
            ))}
          </>
        )}
      </DialogContent>
      <DialogActions className="no-print" sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={dayCards.length === 0}>
          Print
        </Button>
      </DialogActions>
    </Dialog>
  );
}
