import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { isoDay } from '@/lib/format';
import { errorMessage, isApiError } from '@/lib/http';
import { quantityLabel } from '@/lib/units';
import { useCancelCallOff, useMoveCallOff } from '../api/call-off';
import type { CallOffOut, CallOffStatus, StatusIn } from '../api/types';
import { statusLabel } from '../lib/status';
import { DateField } from '@/components/DateField';
import { DateTimeField } from '@/components/DateTimeField';

const TITLES: Partial<Record<CallOffStatus, string>> = {
  booked: 'Book with the works',
  confirmed: 'Mark as confirmed by the works',
  dispatched: 'Mark as dispatched',
  delivered: 'Mark as delivered',
  part_delivered: 'Mark as part delivered',
  proof_received: 'Mark proof of delivery received',
  failed: 'Mark as failed',
  rescheduled: 'Reschedule',
  cancelled: 'Cancel this call-off',
};

/** The button that opens a move: "Mark as delivered", "Cancel call-off". */
export const moveLabel = (status: CallOffStatus) => (status === 'cancelled' ? 'Cancel call-off' : TITLES[status] ?? `Mark as ${statusLabel(status).toLowerCase()}`);

/** "2026-11-26T14:05" for a datetime-local input, in local time. */
const localNow = () => {
  const now = new Date();
  return `${isoDay(now)}T${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
};

type Props = { callOff: CallOffOut; target: CallOffStatus; onClose: () => void; onMoved: (callOff: CallOffOut) => void };

/** One move along the status machine, with what it needs: a date, a failure's reason and charge, what arrived. */
export function StatusDialog({ callOff, target, onClose, onMoved }: Props) {
  const id = useId();
  const move = useMoveCallOff();
  const cancel = useCancelCallOff();
  const [date, setDate] = useState(target === 'confirmed' ? (callOff.booked_date ?? callOff.requested_date) : target === 'booked' ? (callOff.booked_date ?? callOff.requested_date) : '');
  const [reason, setReason] = useState('');
  const [charge, setCharge] = useState('');
  const [receivedBy, setReceivedBy] = useState('');
  const [deliveredAt, setDeliveredAt] = useState(localNow);
  const [pallets, setPallets] = useState(callOff.pallets === null ? '' : String(callOff.pallets));
  const [note, setNote] = useState('');
  const [delivered, setDelivered] = useState<Record<number, string>>(() =>
    Object.fromEntries(callOff.items.map((item) => [item.item_id, String(Number(item.quantity))])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const needsDate = target === 'booked' || target === 'confirmed' || target === 'rescheduled';
  const arrival = target === 'delivered' || target === 'part_delivered';

  const fieldError = (field: string) => (isApiError(move.error) ? move.error.errors.find((e) => e.field === field)?.message : undefined);

  const submit = () => {
    setProblem(null);
    if (needsDate && !date) return setProblem('Choose the date.');
    if (target === 'failed' && !reason.trim()) return setProblem('Say why the delivery failed.');
    // Cancelling has its own call (DELETE /schedules/plot/{id}): the quantities return to the balance.
    if (target === 'cancelled') return cancel.mutate({ scheduleId: callOff.schedule_id, reason: reason.trim() }, { onSuccess: onMoved });
    const body: StatusIn = {
      schedule_id: callOff.schedule_id,
      status: target,
      version: callOff.version,
      date: needsDate ? date : null,
      reason: reason.trim(),
      charge: target === 'failed' && charge.trim() ? charge.trim() : null,
      delivered:
        target === 'part_delivered'
          ? callOff.items.map((item) => ({ item_id: item.item_id, quantity: (delivered[item.item_id] ?? '0').trim() || '0' }))
          : [],
      pallets_delivered: arrival && pallets.trim() ? Number(pallets) : null,
      received_by: arrival ? receivedBy.trim() : '',
      delivered_at: arrival && deliveredAt ? new Date(deliveredAt).toISOString() : null,
      note: note.trim(),
    };
    move.mutate(body, { onSuccess: onMoved });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>
        {TITLES[target] ?? `Mark as ${statusLabel(target).toLowerCase()}`} · {callOff.number}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {needsDate && (
            <DateField
              label={target === 'booked' ? 'Booked date' : target === 'confirmed' ? 'Confirmed date' : 'New requested date'}
              value={date}
              onChange={(day) => setDate(day)}
              error={!!fieldError('date')}
              helperText={fieldError('date')}
              required
            />
          )}
          {(target === 'failed' || target === 'cancelled') && (
            <TextField
              label={target === 'failed' ? 'Why it failed' : 'Why (optional)'}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required={target === 'failed'}
              multiline
              error={!!fieldError('reason')}
              helperText={fieldError('reason')}
            />
          )}
          {target === 'failed' && (
            <TextField
              label="Charge for the failed delivery (£)"
              value={charge}
              onChange={(event) => setCharge(event.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              error={!!fieldError('charge')}
              helperText={fieldError('charge') ?? 'Blank: no charge'}
            />
          )}
          {target === 'part_delivered' && (
            <Box role="group" aria-label="What arrived" sx={{ display: 'grid', gap: 1.5 }}>
              {callOff.items.map((item, index) => (
                <TextField
                  key={item.item_id}
                  size="small"
                  label={`${item.plot_number ? `Plot ${item.plot_number} · ` : ''}${item.description} (of ${quantityLabel(item.quantity, item.unit)})`}
                  value={delivered[item.item_id] ?? ''}
                  onChange={(event) => setDelivered((all) => ({ ...all, [item.item_id]: event.target.value }))}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  error={!!fieldError(`delivered.${index}.quantity`)}
                  helperText={fieldError(`delivered.${index}.quantity`)}
                />
              ))}
              <Alert severity="info">What did not arrive goes back to the plots’ balance.</Alert>
            </Box>
          )}
          {arrival && (
            <>
              <TextField label="Received by" value={receivedBy} onChange={(event) => setReceivedBy(event.target.value)} />
              <DateTimeField label="Delivered at" value={deliveredAt} onChange={setDeliveredAt} />
              <TextField label="Pallets delivered" value={pallets} onChange={(event) => setPallets(event.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            </>
          )}
          <TextField label="Note (optional)" value={note} onChange={(event) => setNote(event.target.value)} multiline />
          {(problem || move.isError || cancel.isError) && <Alert severity="error">{problem ?? errorMessage(move.error ?? cancel.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" color={target === 'failed' || target === 'cancelled' ? 'error' : 'primary'} onClick={submit} loading={move.isPending || cancel.isPending}>
          {target === 'cancelled' ? 'Cancel call-off' : `Mark as ${statusLabel(target).toLowerCase()}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
