import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { cleanAmount, formatMoney } from '@/lib/money';
import type { ComparedLine } from '../../lib/editor/compare';
import type { LineDraft } from '../../lib/editor/draft';
import { PRICE_UNIT_LABELS, quantityLabel } from '../../lib/units';

type Props = {
  open: boolean;
  /** The server's words ("Quote Q-000123 was changed by someone else since you opened it…"). */
  message: string;
  /** My lines beside theirs, once compared; null before. */
  compared: ComparedLine[] | null;
  comparing: boolean;
  reloading: boolean;
  error: string | null;
  onReload: () => void;
  onCompare: () => void;
  onClose: () => void;
};

const STATES: Record<ComparedLine['state'], { label: string; colour: 'default' | 'info' | 'warning' | 'error' }> = {
  mine: { label: 'Only in mine', colour: 'info' },
  theirs: { label: 'Only in theirs', colour: 'warning' },
  changed: { label: 'Changed', colour: 'error' },
  same: { label: 'Same', colour: 'default' },
};

/** "14,000 bricks at £512.35 per 1,000". */
const describe = (line: LineDraft | null) =>
  line
    ? `${line.quantity ? quantityLabel(cleanAmount(line.quantity), line.unit) : '?'} at ${formatMoney(line.sell || '0')} ${PRICE_UNIT_LABELS[line.unit]}`
    : '—';

/**
 * A save found the quote changed since it was opened. My edits stay in the editor until I choose: Reload takes
 * their version (mine are lost), Compare shows my lines beside theirs, Close goes back to my edits.
 */
export function ConflictDialog({ open, message, compared, comparing, reloading, error, onReload, onCompare, onClose }: Props) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth={compared ? 'md' : 'sm'} fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>Someone else changed this quote</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>
          Your changes are still in the editor. Reload to take theirs (yours are discarded), or compare the lines first.
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {compared && (
          <Table size="small" aria-label="Your lines and theirs" sx={{ mt: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>Line</TableCell>
                <TableCell>Yours</TableCell>
                <TableCell>Theirs</TableCell>
                <TableCell>Difference</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {compared.map((row, index) => (
                <TableRow key={index}>
                  <TableCell>{(row.mine ?? row.theirs)?.description}</TableCell>
                  <TableCell>{describe(row.mine)}</TableCell>
                  <TableCell>{describe(row.theirs)}</TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" color={STATES[row.state].colour} label={STATES[row.state].label} />
                    {row.differences.length > 0 && ` ${row.differences.join(', ')}`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep my edits</Button>
        {!compared && (
          <Button onClick={onCompare} loading={comparing}>
            Compare
          </Button>
        )}
        <Button variant="contained" color="warning" onClick={onReload} loading={reloading}>
          Reload (discard mine)
        </Button>
      </DialogActions>
    </Dialog>
  );
}
