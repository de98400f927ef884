import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { placeServerErrors } from '@/lib/form-errors';
import { addDays } from '../lib/dates';
import { isoDay } from '@/lib/format';
import { errorMessage, isApiError } from '@/lib/http';
import { isManager } from '@/lib/roles';
import { useSession } from '@/lib/session';
import { quantityLabel, unitLabel } from '@/lib/units';
import { useAddCallOff } from '../api/call-off';
import type { CallOffItemIn, CallOffOut, ScheduleOut } from '../api/types';
import { CALL_OFF_FIELDS, callOffSchema, emptyCallOff, toCallOffFields, type CallOffValues } from '../lib/call-off-form';
import { CallOffFields } from './CallOffFields';

type Row = { key: string; plotId: number | null; plotNumber: string; lineId: number; description: string; unit: string; remaining: string };

/** The quantities to fill: every line of each chosen plot (of the order itself when it has no plots), from its balance. */
function rowsFor(schedule: ScheduleOut, plotIds: readonly number[]): Row[] {
  if (schedule.plots.length === 0) {
    return schedule.lines.map((line) => ({
      key: `-:${line.line_id}`,
      plotId: null,
      plotNumber: '',
      lineId: line.line_id,
      description: line.description,
      unit: line.unit,
      remaining: line.remaining,
    }));
  }
  // A plot's cells go in the order of the lines.
  return schedule.plots
    .filter((plot) => plotIds.includes(plot.plot_id))
    .flatMap((plot) =>
      schedule.lines.map((line, index) => ({
        key: `${plot.plot_id}:${line.line_id}`,
        plotId: plot.plot_id,
        plotNumber: plot.plot_number,
        lineId: line.line_id,
        description: line.description,
        unit: line.unit,
        remaining: plot.cells[index]?.remaining ?? '0',
      })),
    );
}

const startingQuantity = (remaining: string) => (Number(remaining) > 0 ? String(Number(remaining)) : '0');

type Props = { schedule: ScheduleOut; plotIds: readonly number[]; onClose: () => void; onAdded: (callOff: CallOffOut) => void };

/** Call off the chosen plots: quantities fill from their balances and can be changed; over-calling needs a manager's reason. */
export function AddCallOffDialog({ schedule, plotIds, onClose, onAdded }: Props) {
  const id = useId();
  const session = useSession();
  const manager = isManager(session);
  const rows = rowsFor(schedule, plotIds);
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(rows.map((row) => [row.key, startingQuantity(row.remaining)])),
  );
  const [override, setOverride] = useState('');
  const [overCalled, setOverCalled] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddCallOff();
  const form = useForm<CallOffValues>({ resolver: zodResolver(callOffSchema), defaultValues: emptyCallOff(addDays(isoDay(), 1)) });
  const { control, register, formState, handleSubmit, setError } = form;

  const items: CallOffItemIn[] = rows
    .filter((row) => Number(quantities[row.key]) > 0)
    .map((row) => ({ plot_id: row.plotId, line_id: row.lineId, quantity: quantities[row.key].trim() }));
  const over = rows.filter((row) => Number(quantities[row.key]) > Number(row.remaining));

  const submit = (values: CallOffValues) => {
    setProblem(null);
    if (items.length === 0) {
      setProblem('Enter a quantity for at least one product.');
      return;
    }
    add.mutate(
      { order_id: schedule.order_id, ...toCallOffFields(values), capacity_kg: '44000', capacity_pallets: 22, items, override_reason: override },
      {
        onSuccess: onAdded,
        onError: (error) => {
          if (isApiError(error) && (error.status === 409 || error.status === 422) && /balance|over/i.test(error.detail + error.errors.map((e) => e.message).join(' '))) {
            setOverCalled(true);
          }
          const outcome = placeServerErrors(error, setError, CALL_OFF_FIELDS);
          if (outcome !== 'placed') {
            const fieldMessages = isApiError(error) ? error.errors.filter((e) => !(CALL_OFF_FIELDS as readonly string[]).includes(e.field)) : [];
            setProblem([errorMessage(error), ...fieldMessages.map((e) => e.message)].filter((m, i, all) => all.indexOf(m) === i).join(' '));
          }
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>
        {schedule.plots.length === 0 ? `Call off from ${schedule.number}` : `Call off ${plotIds.length === 1 ? '1 plot' : `${plotIds.length} plots`} of ${schedule.number}`}
      </DialogTitle>
      <Box component="form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <DialogContent dividers>
          <Table size="small" aria-label="Quantities to call off" sx={{ mb: 3 }}>
            <TableHead>
              <TableRow>
                {schedule.plots.length > 0 && <TableCell>Plot</TableCell>}
                <TableCell>Product</TableCell>
                <TableCell align="right">Balance</TableCell>
                <TableCell align="right" sx={{ width: 200 }}>
                  Call off
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const tooMany = Number(quantities[row.key]) > Number(row.remaining);
                return (
                  <TableRow key={row.key}>
                    {schedule.plots.length > 0 && <TableCell>{row.plotNumber}</TableCell>}
                    <TableCell>{row.description}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {quantityLabel(row.remaining, row.unit)}
                    </TableCell>
                    <TableCell align="right">
                      <TextField
                        size="small"
                        value={quantities[row.key]}
                        onChange={(event) => setQuantities((all) => ({ ...all, [row.key]: event.target.value }))}
                        error={tooMany || (quantities[row.key] !== '' && !Number.isFinite(Number(quantities[row.key])))}
                        // What a brick quantity counts, under the box (as an adornment inside it, it left no room
                        // on a phone for the number itself).
                        helperText={tooMany ? 'More than the balance' : unitLabel(row.unit) === 'per 1,000' ? 'bricks' : undefined}
                        sx={{ minWidth: 88 }}
                        slotProps={{
                          htmlInput: {
                            inputMode: 'decimal',
                            'aria-label': `${row.plotNumber ? `Plot ${row.plotNumber} ` : ''}${row.description} quantity`,
                          },
                          formHelperText: { sx: { mx: 0, textAlign: 'right' } },
                        }}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <CallOffFields control={control} register={register} errors={formState.errors} />
          {(over.length > 0 || overCalled) && (
            <Box sx={{ mt: 2 }}>
              {manager ? (
                <TextField
                  fullWidth
                  size="small"
                  label="Override reason (calling off more than the balance)"
                  value={override}
                  onChange={(event) => setOverride(event.target.value)}
                  helperText="As a manager you may call off more than a plot's balance: say why."
                />
              ) : (
                <Alert severity="warning">
                  {over.length > 0 ? 'Some quantities are more than the balance: ' : ''}only a manager can call off more than the balance.
                </Alert>
              )}
            </Box>
          )}
          {problem && (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {problem}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={add.isPending}>
            Call off
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
