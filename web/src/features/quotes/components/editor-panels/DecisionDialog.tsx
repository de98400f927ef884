import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import type { QuoteOut } from '@/lib/api/types';
import { useSnackbar } from '@/lib/snackbar';
import { messages } from '@/lib/validation';
import { useRecordDecision, type Decision } from '../../api/record-decision';
import { dialogErrors } from './dialog-errors';

const LIMITS = { name: 200, po_number: 100, reason: 2000 } as const;

type Props = { quote: QuoteOut; decision: Decision; onClose: () => void; onDone: (quote: QuoteOut) => void };

/**
 * Staff record what the customer decided (by phone, by email): who, and the purchase order number on
 * acceptance or the reason on rejection. It applies to the version last sent.
 */
export function DecisionDialog({ quote, decision, onClose, onDone }: Props) {
  const id = useId();
  const accept = decision === 'accept';
  const { showSuccess } = useSnackbar();
  const record = useRecordDecision();
  const [name, setName] = useState(quote.contacts[0]?.name ?? '');
  const [detail, setDetail] = useState(accept ? quote.po_number : '');
  const [touched, setTouched] = useState(false);
  const detailField = accept ? 'po_number' : 'reason';
  const errors = dialogErrors(record.error, ['name', detailField]);

  const nameError =
    (touched && !name.trim() ? messages.required : null) ??
    (name.length > LIMITS.name ? `You must enter a maximum of ${LIMITS.name} characters` : null) ??
    errors.fields.name;
  const detailError =
    (detail.length > LIMITS[detailField] ? `You must enter a maximum of ${LIMITS[detailField]} characters` : null) ??
    errors.fields[detailField];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!name.trim() || name.length > LIMITS.name || detail.length > LIMITS[detailField] || quote.sent_version === null) {
      return;
    }
    record.mutate(
      {
        decision,
        body: {
          uuid: quote.uuid,
          isInternal: true,
          version: quote.sent_version,
          name: name.trim(),
          po_number: accept ? detail.trim() : '',
          reason: accept ? '' : detail.trim(),
        },
      },
      {
        onSuccess: (updated) => {
          showSuccess(accept ? `${quote.number} recorded as accepted.` : `${quote.number} recorded as rejected.`);
          onDone(updated);
        },
      },
    );
  };

  return (
    <Dialog open onClose={record.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={id}>
      <form noValidate onSubmit={submit} aria-labelledby={id}>
        <DialogTitle id={id}>{accept ? 'Record acceptance' : 'Record rejection'}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {accept ? 'The customer accepted' : 'The customer rejected'} version {quote.sent_version} of {quote.number}, the
            version last sent. Their account manager is told.
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              label={accept ? 'Accepted by' : 'Rejected by'}
              required
              autoFocus
              value={name}
              onChange={(event) => setName(event.target.value)}
              onBlur={() => setTouched(true)}
              error={!!nameError}
              helperText={nameError ?? 'The customer’s name, as they gave it.'}
            />
            <TextField
              label={accept ? 'Purchase order number' : 'Reason'}
              multiline={!accept}
              minRows={accept ? undefined : 3}
              value={detail}
              onChange={(event) => setDetail(event.target.value)}
              error={!!detailError}
              helperText={detailError ?? (accept ? 'Optional: the customer’s PO number.' : 'Optional: why they said no.')}
            />
            {errors.alert && <Alert severity="error">{errors.alert}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={record.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color={accept ? 'primary' : 'error'} loading={record.isPending}>
            {accept ? 'Record acceptance' : 'Record rejection'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
