import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { PublicPOOut } from '@/lib/api/types';
import { errorMessage, isApiError } from '@/lib/http';
import { quantityLabel } from '@/lib/units';
import { useRespond, type Response } from '../api/order';
import { DateField } from '@/components/DateField';

export type Kind = Response['kind'];

const TITLES: Record<Kind, string> = {
  acknowledge: 'Acknowledge this order',
  propose: 'Propose another date or quantity',
  decline: 'Decline this order',
};
const ACTIONS: Record<Kind, string> = { acknowledge: 'Acknowledge order', propose: 'Send proposal', decline: 'Decline order' };

type Props = { order: PublicPOOut; kind: Kind; defaultName: string; onName: (name: string) => void; onClose: () => void };

/** The supplier's answer to the order: who answers, and for a proposal the new date, quantities and notes. */
export function ResponseDialog({ order, kind, defaultName, onName, onClose }: Props) {
  const mutation = useRespond(order.uuid);
  const [name, setName] = useState(defaultName);
  const [reason, setReason] = useState('');
  const [date, setDate] = useState('');
  const [notes, setNotes] = useState('');
  const [lines, setLines] = useState<Record<number, { quantity: string; date: string }>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** The line ids in the order they were sent: a 422's `lines.2.quantity` is the third of them. */
  const [sent, setSent] = useState<number[]>([]);
  const goods = order.lines.filter((line) => !line.is_charge);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!name.trim()) local.name = 'Please enter your name';
    if (kind === 'decline' && !reason.trim()) local.reason = 'Please say why';
    const changed = Object.entries(lines)
      .filter(([, value]) => value.quantity.trim() || value.date)
      .map(([id, value]) => ({ line_id: Number(id), quantity: value.quantity.trim() || null, delivery_date: value.date || null }));
    if (kind === 'propose' && !date && changed.length === 0 && !notes.trim()) local.proposed_date = 'Propose a date, or change a line';
    setErrors(local);
    if (Object.keys(local).length) return;
    onName(name.trim());
    setSent(changed.map((line) => line.line_id));
    const uuid = order.uuid;
    const response: Response =
      kind === 'acknowledge'
        ? { kind, body: { uuid, name: name.trim() } }
        : kind === 'decline'
          ? { kind, body: { uuid, name: name.trim(), reason: reason.trim() } }
          : { kind, body: { uuid, name: name.trim(), proposed_date: date || null, lines: changed, notes: notes.trim() } };
    mutation.mutate(response, {
      onSuccess: onClose,
      onError: (error) => {
        if (isApiError(error)) setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.message])));
      },
    });
  };

  const lineError = (lineId: number, field: string) => {
    const index = sent.indexOf(lineId);
    return index < 0 ? undefined : errors[`lines.${index}.${field}`];
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={kind === 'propose' ? 'md' : 'sm'} aria-labelledby="po-dialog-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="po-dialog-title">{TITLES[kind]}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {kind === 'acknowledge' && `You confirm ${order.number} as ordered: the lines, quantities and dates shown.`}
            {kind === 'propose' && `Tell ${order.company.name} what you can do instead: another delivery date, or other quantities or dates per line.`}
            {kind === 'decline' && `You will not supply ${order.number}. ${order.company.name} reads your reason.`}
          </DialogContentText>
          {mutation.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(mutation.error)}
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Your name"
              autoComplete="name"
              autoFocus
              required
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={!!errors.name}
              helperText={errors.name}
            />
            {kind === 'decline' && (
              <TextField
                label="Reason"
                required
                multiline
                minRows={3}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                error={!!errors.reason}
                helperText={errors.reason}
              />
            )}
            {kind === 'propose' && (
              <>
                <DateField
                  label="Another delivery date for the whole order"
                  value={date}
                  onChange={(day) => setDate(day)}
                  error={!!errors.proposed_date}
                  helperText={errors.proposed_date}
                />
                {goods.map((line) => {
                  const value = lines[line.line_id] ?? { quantity: '', date: '' };
                  const set = (patch: Partial<typeof value>) => setLines((before) => ({ ...before, [line.line_id]: { ...value, ...patch } }));
                  return (
                    <Box key={line.line_id} role="group" aria-label={line.description}>
                      <Typography variant="body2" sx={{ fontWeight: 700 }}>
                        {line.description} · ordered {quantityLabel(line.quantity, line.unit)}
                      </Typography>
                      <Box sx={{ display: 'grid', gap: 1, mt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                        <TextField
                          size="small"
                          label="Quantity you can supply"
                          value={value.quantity}
                          onChange={(event) => set({ quantity: event.target.value })}
                          error={!!lineError(line.line_id, 'quantity')}
                          helperText={lineError(line.line_id, 'quantity')}
                          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                        />
                        <DateField
                          size="small"
                          label="Date you can deliver"
                          value={value.date}
                          onChange={(day) => set({ date: day })}
                          error={!!lineError(line.line_id, 'delivery_date')}
                          helperText={lineError(line.line_id, 'delivery_date')}
                        />
                      </Box>
                    </Box>
                  );
                })}
                <TextField label="Notes" multiline minRows={2} value={notes} onChange={(event) => setNotes(event.target.value)} />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color={kind === 'decline' ? 'error' : 'primary'} loading={mutation.isPending}>
            {ACTIONS[kind]}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
