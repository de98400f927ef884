import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { FileDropZone } from '@/components/FileDropZone';
import type { QuoteOut } from '@/lib/api/types';
import { useSnackbar } from '@/lib/snackbar';
import { useOpened } from '@/lib/use-opened';
import { messages } from '@/lib/validation';
import { PO_ACCEPTED_FILES, PO_MAX_BYTES, useRecordPurchaseOrder } from '../../api/purchase-order';
import { dialogErrors } from './dialog-errors';

const PO_MAX = 100;

type Props = {
  quote: QuoteOut;
  onClose: () => void;
  onDone: (quote: QuoteOut) => void;
  /** The quote changed since the dialog opened (409): read it again, so the dialog shows it as it is now. */
  onStale: () => void;
};

/** The customer's purchase order: its number and, optionally, the document they sent. */
export function PurchaseOrderDialog({ quote, onClose, onDone, onStale }: Props) {
  const id = useId();
  const { showSuccess } = useSnackbar();
  const record = useRecordPurchaseOrder();
  // The quote as the dialog opened on it: another PO recorded meanwhile is refused, not replaced without a word.
  const rowVersion = useOpened({ value: quote.row_version });
  const [poNumber, setPoNumber] = useState(quote.po_number);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [touched, setTouched] = useState(false);
  const errors = dialogErrors(record.error, ['po_number', 'file']);
  const tooBig = file !== null && file.size > PO_MAX_BYTES;

  const poError =
    (touched && !poNumber.trim() ? messages.required : null) ??
    (poNumber.length > PO_MAX ? `You must enter a maximum of ${PO_MAX} characters` : null) ??
    errors.fields.po_number;
  const fileError = tooBig ? 'This file is too large to upload (25 MB at most).' : errors.fields.file;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!poNumber.trim() || poNumber.length > PO_MAX || tooBig) return;
    setProgress(0);
    record.mutate(
      { quoteId: quote.quote_id, poNumber: poNumber.trim(), file, rowVersion: rowVersion.sent(quote.row_version), onProgress: setProgress },
      {
        onSuccess: (updated) => {
          showSuccess(`Purchase order ${updated.po_number} recorded on ${quote.number}.`);
          onDone(updated);
        },
        onError: (error) => {
          if (rowVersion.refused(error)) onStale();
        },
      },
    );
  };

  return (
    <Dialog open onClose={record.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={id}>
      <form noValidate onSubmit={submit} aria-labelledby={id}>
        <DialogTitle id={id}>Purchase order</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The customer’s purchase order for {quote.number}
            {quote.po_file ? `; the document on file is ${quote.po_file.name} (a new one replaces it)` : ''}.
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              label="Purchase order number"
              required
              autoFocus
              value={poNumber}
              onChange={(event) => setPoNumber(event.target.value)}
              onBlur={() => setTouched(true)}
              error={!!poError}
              helperText={poError}
            />
            <FileDropZone
              label="Purchase order document"
              buttonLabel="Choose the document"
              hint="Optional: PDF, office document or image, 25 MB at most."
              accept={PO_ACCEPTED_FILES}
              multiple={false}
              disabled={record.isPending}
              onFiles={([chosen]) => setFile(chosen ?? null)}
            />
            {file && (
              <Typography variant="body2" color={fileError ? 'error' : 'text.secondary'}>
                {file.name}
                {fileError ? ` — ${fileError}` : ''}
              </Typography>
            )}
            {record.isPending && file && <LinearProgress variant="determinate" value={progress * 100} aria-label="Uploading" />}
            {errors.alert && (
              <Alert severity={rowVersion.changed ? 'warning' : 'error'}>
                {errors.alert}
                {rowVersion.changed &&
                  ` Its purchase order number is now ${quote.po_number ? `“${quote.po_number}”` : 'not set'}: save again to replace it.`}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={record.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={record.isPending}>
            Save purchase order
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
