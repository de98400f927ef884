import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessage, isApiError } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { useEditCallOffPlots } from '../api/call-off';
import type { CallOffOut } from '../api/types';

const QUANTITY = /^\d+(\.\d{1,3})?$/;

/** Change what a call-off carries, plot by plot: checked against what the other call-offs left of each plot's
 * balance (over-calling needs a manager's reason). */
export function EditQuantitiesForm({ callOff, onSaved }: { callOff: CallOffOut; onSaved: () => void }) {
  const [quantities, setQuantities] = useState<Record<number, string>>(() =>
    Object.fromEntries(callOff.items.map((item) => [item.item_id, String(Number(item.quantity))])),
  );
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const edit = useEditCallOffPlots();
  const snackbar = useSnackbar();
  const overCalled = isApiError(edit.error) && edit.error.status === 409;
  const save = () => {
    setProblem(null);
    const bad = callOff.items.find((item) => !QUANTITY.test((quantities[item.item_id] ?? '').trim()));
    if (bad) return setProblem(`Give a quantity for ${bad.plot_number ? `plot ${bad.plot_number}, ` : ''}${bad.description} (0 or more).`);
    const items = callOff.items
      .map((item) => ({ plot_id: item.plot_id, line_id: item.line_id, quantity: quantities[item.item_id].trim() }))
      .filter((item) => Number(item.quantity) > 0);
    if (items.length === 0) return setProblem('A call-off carries something: cancel it instead.');
    edit.mutate(
      { schedule_id: callOff.schedule_id, version: callOff.version, items, override_reason: reason.trim() },
      {
        onSuccess: (saved) => {
          snackbar.showSuccess(`${saved.number}'s quantities saved.`);
          onSaved();
        },
      },
    );
  };
  return (
    <Stack spacing={2} component="form" aria-label="Edit quantities" onSubmit={(event) => (event.preventDefault(), save())}>
      <Table size="small" aria-label="Quantities">
        <TableHead>
          <TableRow>
            <TableCell>Plot</TableCell>
            <TableCell>Product</TableCell>
            <TableCell align="right">Quantity</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {callOff.items.map((item) => (
            <TableRow key={item.item_id}>
              <TableCell>{item.plot_number || '—'}</TableCell>
              <TableCell>{[item.code, item.description].filter(Boolean).join(' ')}</TableCell>
              <TableCell align="right">
                <TextField
                  size="small"
                  value={quantities[item.item_id] ?? ''}
                  onChange={(event) => setQuantities((previous) => ({ ...previous, [item.item_id]: event.target.value }))}
                  slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Quantity of ${item.description}${item.plot_number ? ` for plot ${item.plot_number}` : ''}` } }}
                  sx={{ width: 140 }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {overCalled && (
        <TextField
          label="Override reason (managers)"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          helperText="Over-calling a plot needs a manager's reason."
        />
      )}
      {(problem || edit.isError) && <Alert severity="error">{problem ?? errorMessage(edit.error)}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={edit.isPending}>
          Save quantities
        </Button>
      </Stack>
    </Stack>
  );
}
