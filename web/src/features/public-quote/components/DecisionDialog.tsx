import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { PublicQuoteOut } from '@/lib/api/types';
import { applyFieldErrors } from '@/lib/form-errors';
import { formatMoney } from '@/lib/money';
import { publicErrorMessage } from '@/lib/public-errors';
import { optionalText, requiredText } from '@/lib/validation';
import { useDecision, type Decision } from '../api/decide';
import type { PublicQuoteKey } from '../api/get-public-quote';

/** The API's limits (DecisionIn). */
const schema = z.object({
  name: requiredText(200),
  po_number: optionalText(100),
  reason: optionalText(2000),
});
type Values = z.infer<typeof schema>;
const FIELDS = ['name', 'po_number', 'reason'] as const;

const TEXT = {
  accept: { title: 'Accept this quote', action: 'Accept quote' },
  reject: { title: 'Decline this quote', action: 'Decline quote' },
} as const;

type Props = {
  decision: Decision;
  quote: PublicQuoteOut;
  queryKey: PublicQuoteKey;
  /** The name the customer typed elsewhere on the page, to save typing it twice. */
  defaultName: string;
  onName: (name: string) => void;
  onClose: () => void;
};

/** Accept (name and an optional PO number) or decline (name and an optional reason) the version on screen. */
export function DecisionDialog({ decision, quote, queryKey, defaultName, onName, onClose }: Props) {
  const mutation = useDecision(decision, queryKey, quote);
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: defaultName, po_number: '', reason: '' },
  });
  const accept = decision === 'accept';
  const text = TEXT[decision];
  const titleId = `${decision}-dialog-title`;

  const onSubmit = handleSubmit((values) => {
    onName(values.name);
    const fields = accept
      ? { name: values.name, po_number: values.po_number, reason: '' }
      : { name: values.name, po_number: '', reason: values.reason };
    mutation.mutate(fields, {
      onSuccess: onClose,
      onError: (error) => applyFieldErrors(error, setError, FIELDS),
    });
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{text.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {accept
              ? `You are accepting quotation ${quote.number} (version ${quote.version}) for ${formatMoney(quote.totals.total)} including VAT, with the options as ticked.`
              : `You are declining quotation ${quote.number} (version ${quote.version}). Telling us why helps us quote better next time.`}
          </DialogContentText>
          {mutation.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {publicErrorMessage(mutation.error)}
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Your name"
              autoComplete="name"
              autoFocus
              required
              error={!!formState.errors.name}
              helperText={formState.errors.name?.message}
              {...register('name')}
            />
            {accept ? (
              <TextField
                label="Purchase order number"
                error={!!formState.errors.po_number}
                helperText={formState.errors.po_number?.message ?? 'Optional'}
                {...register('po_number')}
              />
            ) : (
              <TextField
                label="Reason"
                multiline
                minRows={3}
                error={!!formState.errors.reason}
                helperText={formState.errors.reason?.message ?? 'Optional'}
                {...register('reason')}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color={accept ? 'primary' : 'error'} loading={mutation.isPending}>
            {text.action}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
