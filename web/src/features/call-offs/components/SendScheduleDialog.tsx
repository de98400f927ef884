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
import { MailPreview } from '@/components/MailPreview';
import { errorMessage } from '@/lib/http';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePreviewScheduleMail, useSendSchedule } from '../api/send';
import type { LinkAudience, SentOut } from '../api/types';

const AUDIENCES: { value: LinkAudience; label: string }[] = [
  { value: 'site', label: 'The site contact (read-only schedule)' },
  { value: 'works', label: 'The works (confirm the date, dispatch, deliver)' },
  { value: 'haulier', label: 'The haulier (confirm the date, dispatch, deliver)' },
];

type Props = {
  orderId: number;
  /** One call-off: its number and id; none: the whole schedule (to the site only). */
  callOff?: { scheduleId: number; number: string };
  title: string;
  onClose: () => void;
  onSent: (sent: SentOut) => void;
};

/** The schedule's (or a call-off's) mail as it will be read, with its public link, then send. */
export function SendScheduleDialog({ orderId, callOff, title, onClose, onSent }: Props) {
  const id = useId();
  const [audience, setAudience] = useState<LinkAudience>(callOff ? 'works' : 'site');
  const [message, setMessage] = useState('');
  const debounced = useDebouncedValue(message, 400);
  const body = { order_id: orderId, schedule_id: callOff?.scheduleId ?? null, audience, message: debounced };
  const preview = usePreviewScheduleMail(body);
  const send = useSendSchedule();
  const problems = preview.data?.problems ?? [];
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select label="Send to" value={audience} onChange={(event) => setAudience(event.target.value as LinkAudience)}>
            {AUDIENCES.filter((option) => callOff || option.value === 'site').map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Message at the top of the mail" multiline minRows={2} value={message} onChange={(event) => setMessage(event.target.value)} />
          {preview.isPending && <Typography sx={{ color: 'text.secondary' }}>Preparing the preview…</Typography>}
          {preview.isError && <Alert severity="error">The preview could not be made. {errorMessage(preview.error)}</Alert>}
          {preview.data && (
            <MailPreview preview={preview.data} height={320} />
          )}
          {send.isError && <Alert severity="error">Not sent. {errorMessage(send.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Not now</Button>
        <Button
          variant="contained"
          disabled={!preview.data || problems.length > 0 || debounced !== message}
          loading={send.isPending}
          onClick={() => send.mutate({ ...body, message }, { onSuccess: onSent })}
        >
          Send
        </Button>
      </DialogActions>
    </Dialog>
  );
}
