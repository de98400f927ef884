import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MailPreview } from '@/components/MailPreview';
import { errorMessage } from '@/lib/http';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePreviewPurchaseOrderMail, useSendPurchaseOrder } from '../../api/purchase-order';
import type { PurchaseOrderSent } from '../../api/types';

type Props = {
  open: boolean;
  orderId: number;
  number: string;
  onClose: () => void;
  onSent: (sent: PurchaseOrderSent) => void;
};

/** The order's mail as the supplier will read it (our message at the top, the PDF and the public link), then send. */
export function SendOrderDialog({ open, orderId, number, onClose, onSent }: Props) {
  const [message, setMessage] = useState('');
  const debounced = useDebouncedValue(message, 400);
  const preview = usePreviewPurchaseOrderMail(open ? orderId : null, debounced);
  const send = useSendPurchaseOrder();
  const problems = preview.data?.problems ?? [];
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="send-order-title">
      <DialogTitle id="send-order-title">Send {number} to the supplier</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Message at the top of the mail" multiline minRows={2} value={message} onChange={(e) => setMessage(e.target.value)} />
          {preview.isPending && <Typography sx={{ color: 'text.secondary' }}>Preparing the preview…</Typography>}
          {preview.isError && <Alert severity="error">The preview could not be made. {errorMessage(preview.error)}</Alert>}
          {preview.data && (
            <MailPreview preview={preview.data}>
              <Typography variant="body2">
                <strong>The supplier’s page:</strong>{' '}
                <Link href={preview.data.public_url} target="_blank" rel="noopener">
                  {preview.data.public_url}
                </Link>{' '}
                · the PDF is attached
              </Typography>
            </MailPreview>
          )}
          {send.isError && <Alert severity="error">Not sent. {errorMessage(send.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Not now</Button>
        <Button
          variant="contained"
          disabled={send.isPending || !preview.data || problems.length > 0 || debounced !== message}
          onClick={() => send.mutate({ purchase_order_id: orderId, message }, { onSuccess: onSent })}
        >
          {send.isPending ? 'Sending…' : 'Send'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
