import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { QuoteOut, QuoteSendPreviewOut } from '@/lib/api/types';
import { formatLongDate } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCustomerContacts } from '../../api/customer-records';
import { useSendPreview } from '../../api/send-preview';
import { useSendQuote } from '../../api/send-quote';

const MESSAGE_MAX = 5000;

type Props = { quote: QuoteOut; onClose: () => void; onSent: (quote: QuoteOut) => void };

type Recipient = { contact_id: number; name: string; email: string };

/** The customer's contacts who can receive mail, the quote's own first (even an archived one). */
function useRecipients(quote: QuoteOut) {
  const contacts = useCustomerContacts(quote.customer);
  const options = useMemo(() => {
    const list: Recipient[] = quote.contacts.map(({ contact_id, name, email }) => ({ contact_id, name, email }));
    for (const contact of contacts.data ?? []) {
      if (!list.some((known) => known.contact_id === contact.contact_id)) {
        list.push({ contact_id: contact.contact_id, name: contact.full_name, email: contact.email });
      }
    }
    return list;
  }, [quote.contacts, contacts.data]);
  return { options, contacts };
}

/**
 * Choose who gets the quote and add a personal message; the mail as it will go (recipients, subject, body,
 * attachment) shows beside them, with anything that stops it being sent. Send mails it.
 */
export function SendDialog({ quote, onClose, onSent }: Props) {
  const id = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('md'));
  const { showSuccess, showError } = useSnackbar();
  const { options, contacts } = useRecipients(quote);
  const [chosen, setChosen] = useState<number[]>(() => quote.contacts.filter((c) => c.email).map((c) => c.contact_id));
  const [message, setMessage] = useState('');
  const typed = useDebouncedValue(message.trim(), 400);
  const tooLong = message.length > MESSAGE_MAX;
  const contactIds = useMemo(() => [...chosen].sort((a, b) => a - b), [chosen]);
  const preview = useSendPreview(
    { quote_id: quote.quote_id, contact_ids: contactIds, message: typed },
    contactIds.length > 0 && !tooLong,
  );
  const send = useSendQuote();

  const toggle = (contactId: number, on: boolean) =>
    setChosen((current) => (on ? [...current, contactId] : current.filter((c) => c !== contactId)));

  const ready =
    contactIds.length > 0 &&
    !tooLong &&
    preview.data !== undefined &&
    !preview.isPlaceholderData &&
    !preview.isFetching &&
    typed === message.trim() &&
    preview.data.problems.length === 0;

  const submit = () =>
    send.mutate(
      { quoteId: quote.quote_id, contactIds, message: message.trim() },
      {
        onSuccess: (sent) => {
          const names = sent.recipients.map((r) => `${r.name} <${r.email}>`).join(', ');
          showSuccess(`Quote sent to ${names}.`);
          onSent(sent.quote);
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );

  return (
    <Dialog open onClose={send.isPending ? undefined : onClose} fullWidth maxWidth="lg" fullScreen={fullScreen} aria-labelledby={id}>
      <DialogTitle id={id}>Send {quote.number} to the customer</DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={2}>
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <FormLabel component="legend">Recipients</FormLabel>
                {contacts.isPending && <Skeleton height={40} />}
                {contacts.isError && <FormHelperText error>The customer's contacts could not be loaded.</FormHelperText>}
                <FormGroup>
                  {options.map((contact) => (
                    <FormControlLabel
                      key={contact.contact_id}
                      disabled={!contact.email}
                      control={
                        <Checkbox
                          checked={chosen.includes(contact.contact_id)}
                          onChange={(event) => toggle(contact.contact_id, event.target.checked)}
                        />
                      }
                      label={
                        <span>
                          {contact.name}
                          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                            {contact.email || 'No email address'}
                          </Typography>
                        </span>
                      }
                    />
                  ))}
                </FormGroup>
                {!contacts.isPending && options.length === 0 && (
                  <FormHelperText>{quote.customer.name} has no contacts: add one with an email address first.</FormHelperText>
                )}
                {options.length > 0 && contactIds.length === 0 && (
                  <FormHelperText error>Choose at least one recipient.</FormHelperText>
                )}
              </Box>
              <TextField
                label="Personal message (optional)"
                multiline
                minRows={4}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                error={tooLong}
                helperText={tooLong ? `You must enter a maximum of ${MESSAGE_MAX} characters` : 'Shown at the top of the email.'}
              />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <MailPreview
              preview={preview.data}
              pending={contactIds.length > 0 && preview.isPending}
              error={preview.isError ? preview.error : null}
              onRetry={() => void preview.refetch()}
            />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={send.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={!ready} loading={send.isPending}>
          Send
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type PreviewProps = {
  preview: QuoteSendPreviewOut | undefined;
  pending: boolean;
  error: unknown;
  onRetry: () => void;
};

function MailPreview({ preview, pending, error, onRetry }: PreviewProps) {
  if (error) {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={onRetry}>Retry</Button>}>
        {errorMessage(error)}
      </Alert>
    );
  }
  if (pending || !preview) {
    return pending ? <Skeleton variant="rounded" height={360} role="status" aria-label="Preparing the preview" /> : null;
  }
  return (
    <Stack spacing={1.5} component="section" aria-label="Email preview">
      {preview.problems.length > 0 && (
        <Alert severity="error">
          <AlertTitle>It cannot be sent yet</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {preview.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Box>
        </Alert>
      )}
      <PreviewField label="To">
        {preview.recipients.map((r) => `${r.name} <${r.email}>`).join(', ') || '—'}
      </PreviewField>
      <PreviewField label="Subject">{preview.subject}</PreviewField>
      <PreviewField label="Attachment">{preview.pdf_name}</PreviewField>
      <PreviewField label="Version">
        {preview.version}, valid until {formatLongDate(preview.valid_until)}
      </PreviewField>
      <Box
        component="iframe"
        title="Email body"
        // No scripts, no forms, no navigation: the body is shown, never run.
        sandbox=""
        srcDoc={preview.body_html}
        sx={{ width: '100%', height: 380, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white' }}
      />
    </Stack>
  );
}

function PreviewField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" component="div">
      <Box component="span" sx={{ color: 'text.secondary', display: 'inline-block', minWidth: 88 }}>
        {label}
      </Box>
      {children}
    </Typography>
  );
}
