import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MailPreview } from '@/components/MailPreview';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePreviewRequestMail, useSendRequest } from '../../api/requests';
import type { SupplierSendOut } from '../../api/types';

type Props = {
  open: boolean;
  /** The quote whose mail is previewed (the first of the request: each supplier gets the same words). */
  previewQuoteId: number | null;
  /** Send every unsent quote of this request, or this one quote. */
  target: { request_id: number } | { quote_id: number };
  suppliers: number;
  onClose: () => void;
  onSent: (sent: SupplierSendOut) => void;
};

/** What the snackbar says once the mails are queued: "SQ-000004 sent to Ibstock Brick (Jo Hart)." */
export function sentMessage(out: SupplierSendOut): string {
  if (out.sent.length !== 1) return `${out.sent.length} requests for prices sent.`;
  const [one] = out.sent;
  const to = one.recipients.map((r) => r.name || r.email).join(', ');
  return to ? `${one.number} sent to ${to}.` : `${one.number} sent.`;
}

/** The request mail as the supplier will read it (with a message of ours at the top), then send. */
export function SendRequestDialog({ open, previewQuoteId, target, suppliers, onClose, onSent }: Props) {
  const [message, setMessage] = useState('');
  const debounced = useDebouncedValue(message, 400);
  const preview = usePreviewRequestMail(open ? previewQuoteId : null, debounced);
  const send = useSendRequest();
  const { showSuccess } = useSnackbar();
  const sent = (out: SupplierSendOut) => {
    showSuccess(sentMessage(out));
    onSent(out);
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="send-request-title">
      <DialogTitle id="send-request-title">Send the request{suppliers > 1 ? ` to ${suppliers} suppliers` : ''}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Message at the top of the mail" multiline minRows={2} value={message} onChange={(e) => setMessage(e.target.value)} />
          {preview.isPending && <Typography sx={{ color: 'text.secondary' }}>Preparing the preview…</Typography>}
          {preview.isError && <Alert severity="error">The preview could not be made. {errorMessage(preview.error)}</Alert>}
          {preview.data && (
            <MailPreview preview={preview.data} />
          )}
          {send.isError && <Alert severity="error">{errorMessage(send.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Not now</Button>
        <Button
          variant="contained"
          disabled={send.isPending || !preview.data}
          onClick={() => send.mutate({ ...target, message }, { onSuccess: sent })}
        >
          {send.isPending ? 'Sending…' : 'Send'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
