import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { formatWeekDay, isoDay } from '@/lib/format';
import { errorMessage, isApiError } from '@/lib/http';
import { useAct, type PublicSchedule } from '../api/schedule';
import { DateField } from '@/components/DateField';
import { DateTimeField } from '@/components/DateTimeField';

export type Kind = 'confirm' | 'propose' | 'dispatch' | 'deliver';

const TITLES: Record<Kind, string> = {
  confirm: 'Confirm the delivery date',
  propose: 'Propose another date',
  dispatch: 'Mark as dispatched',
  deliver: 'Mark as delivered',
};
const BUTTONS: Record<Kind, string> = { confirm: 'Confirm date', propose: 'Send proposal', dispatch: 'Mark dispatched', deliver: 'Mark delivered' };

const localNow = () => {
  const now = new Date();
  return `${isoDay(now)}T${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
};

type Props = { schedule: PublicSchedule; kind: Kind; defaultName: string; onName: (name: string) => void; onClose: () => void };

/** What the works or the haulier does on their link: who they are, then the date, the dispatch or the delivery with proof. */
export function ActionDialog({ schedule, kind, defaultName, onName, onClose }: Props) {
  const id = useId();
  const token = String(schedule.token);
  const act = useAct(token);
  const [name, setName] = useState(defaultName);
  const [date, setDate] = useState('');
  const [window, setWindow] = useState<'any' | 'am' | 'pm'>('any');
  const [notes, setNotes] = useState('');
  const [deliveredAt, setDeliveredAt] = useState(localNow);
  const [pallets, setPallets] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const fieldError = (field: string) => (isApiError(act.error) ? act.error.errors.find((e) => e.field === field)?.message : undefined);

  const submit = () => {
    setMissing(null);
    if (!name.trim()) return setMissing(kind === 'deliver' ? 'Please enter who received it' : 'Please enter your name');
    if (kind === 'propose' && !date) return setMissing('Please choose the date you propose');
    onName(name.trim());
    const who = { token, name: name.trim() };
    const done = { onSuccess: onClose };
    if (kind === 'confirm') act.mutate({ kind, body: who }, done);
    else if (kind === 'propose') act.mutate({ kind, body: { ...who, proposed_date: date, window, notes: notes.trim() } }, done);
    else if (kind === 'dispatch') act.mutate({ kind, body: { ...who, note: notes.trim() } }, done);
    else
      act.mutate(
        { kind, token, delivery: { name: name.trim(), delivered_at: deliveredAt, pallets_delivered: pallets.trim(), note: notes.trim(), file } },
        done,
      );
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{TITLES[kind]}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {kind === 'confirm' && (
            <Typography>
              You confirm delivery on {formatWeekDay(schedule.call_offs[0]?.booked_date ?? schedule.call_offs[0]?.requested_date)}.
            </Typography>
          )}
          <TextField label={kind === 'deliver' ? 'Received on site by' : 'Your name'} value={name} onChange={(event) => setName(event.target.value)} required error={!!fieldError('name')} helperText={fieldError('name')} />
          {kind === 'propose' && (
            <>
              <DateField
                label="Date you can deliver"
                value={date}
                onChange={(day) => setDate(day)}
                required
                error={!!fieldError('proposed_date')}
                helperText={fieldError('proposed_date')}
              />
              <TextField select label="Window" value={window} onChange={(event) => setWindow(event.target.value as 'any' | 'am' | 'pm')}>
                <MenuItem value="any">Any time</MenuItem>
                <MenuItem value="am">AM</MenuItem>
                <MenuItem value="pm">PM</MenuItem>
              </TextField>
            </>
          )}
          {kind === 'deliver' && (
            <>
              <DateTimeField
                label="Delivered at"
                value={deliveredAt}
                onChange={setDeliveredAt}
                error={!!fieldError('delivered_at')}
                helperText={fieldError('delivered_at')}
              />
              <TextField label="Pallets delivered" value={pallets} onChange={(event) => setPallets(event.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
              <Button variant="outlined" component="label">
                {file ? `Proof: ${file.name}` : 'Add a photo or signed docket'}
                <input
                  hidden
                  type="file"
                  accept="image/*,application/pdf"
                  aria-label="Proof of delivery"
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                />
              </Button>
              {fieldError('file') && <Alert severity="error">{fieldError('file')}</Alert>}
            </>
          )}
          {kind !== 'confirm' && (
            <TextField label={kind === 'propose' ? 'Notes (why, what else)' : 'Note (optional)'} value={notes} onChange={(event) => setNotes(event.target.value)} multiline minRows={2} />
          )}
          {(missing || act.isError) && <Alert severity="error">{missing ?? errorMessage(act.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} loading={act.isPending}>
          {BUTTONS[kind]}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
