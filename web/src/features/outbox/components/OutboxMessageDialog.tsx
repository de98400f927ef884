import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { LinkifiedText } from '@/components/LinkifiedText';
import { PageLoader } from '@/components/PageLoader';
import { formatDateTime } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { useOutboxMessage } from '../api/get-outbox-message';

type Props = { id: number; onClose: () => void };

export function OutboxMessageDialog({ id, onClose }: Props) {
  const message = useOutboxMessage(id);
  const mail = message.data;
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
            </Box>
            {mail.error && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                Delivery failed: {mail.error}
              </Alert>
            )}
            <Divider sx={{ my: 2 }} />
            <LinkifiedText text={mail.text} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
