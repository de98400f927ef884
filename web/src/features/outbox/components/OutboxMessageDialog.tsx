import AttachFileIcon from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkifiedText } from '@/components/LinkifiedText';
import { PageLoader } from '@/components/PageLoader';
import type { OutboxOut } from '@/lib/api/types';
import { formatDateTime } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { useDownloadAttachment } from '../api/download-attachment';
import { useOutboxMessage } from '../api/get-outbox-message';
import { useRetryOutboxMessage } from '../api/retry-outbox-message';
import { deliveryText } from './DeliveryState';

type Props = { id: number; onClose: () => void };

/** "48 KB", "1.2 MB": attachments are mostly PDFs of tens of kilobytes. */
function size(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The files sent with the mail (a quote's PDF), each saved on a click. */
function Attachments({ mail }: { mail: OutboxOut }) {
  const download = useDownloadAttachment();
  const { showError } = useSnackbar();
  if (mail.attachments.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }} aria-label="Attachments" role="list">
      {mail.attachments.map((attachment) => (
        <Box role="listitem" key={attachment.id}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<AttachFileIcon />}
            aria-label={`Download ${attachment.filename}`}
            disabled={download.isPending && download.variables.attachment.id === attachment.id}
            onClick={() =>
              download.mutate(
                { messageId: mail.id, attachment },
                { onError: (error) => showError(errorMessage(error)) },
              )
            }
          >
            {attachment.filename} ({size(attachment.size)})
          </Button>
        </Box>
      ))}
    </Stack>
  );
}

export function OutboxMessageDialog({ id, onClose }: Props) {
  const message = useOutboxMessage(id);
  const retry = useRetryOutboxMessage();
  const { showError } = useSnackbar();
  const mail = message.data;
  const retryable = mail?.status === 'retrying' || mail?.status === 'failed';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" scroll="paper" aria-labelledby="outbox-message-title">
      <DialogTitle id="outbox-message-title">{mail?.subject ?? 'Mail'}</DialogTitle>
      <DialogContent dividers>
        {message.isPending && <PageLoader label="Loading the mail" />}
        {message.isError && <Alert severity="error">{errorMessage(message.error)}</Alert>}
        {mail && (
          <>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
              <Typography component="dt" color="text.secondary">To</Typography>
              <Typography component="dd" sx={{ m: 0 }}>{mail.to}</Typography>
              <Typography component="dt" color="text.secondary">Sent</Typography>
              <Typography component="dd" sx={{ m: 0 }}>{formatDateTime(mail.created_at)}</Typography>
              <Typography component="dt" color="text.secondary">Transport</Typography>
              <Typography component="dd" sx={{ m: 0 }}>{mail.transport}</Typography>
              <Typography component="dt" color="text.secondary">Delivery</Typography>
              <Typography component="dd" sx={{ m: 0 }}>{deliveryText(mail)}</Typography>
            </Box>
            <Attachments mail={mail} />
            {mail.error && mail.status !== 'sent' && (
              <Alert severity={mail.status === 'failed' ? 'error' : 'warning'} sx={{ mt: 2 }}>
                {mail.status === 'failed' ? 'Delivery failed' : 'The last attempt failed'}: {mail.error}
              </Alert>
            )}
            <Divider sx={{ my: 2 }} />
            <LinkifiedText text={mail.text} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {retryable && (
          <Button
            disabled={retry.isPending}
            onClick={() => retry.mutate(id, { onError: (error) => showError(errorMessage(error)) })}
          >
            Retry now
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
