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
import { applyFieldErrors } from '@/lib/form-errors';
import { publicErrorMessage } from '@/lib/public-errors';
import { useSnackbar } from '@/lib/snackbar';
import { optionalText, requiredText } from '@/lib/validation';
import { useDeclineRequest } from '../api/quote';

/** The API's limits (SupplierDeclineIn). */
const schema = z.object({ name: optionalText(200), reason: requiredText(5000) });
type Values = z.infer<typeof schema>;
const FIELDS = ['name', 'reason'] as const;

type Props = { uuid: string; number: string; buyer: string; defaultName: string; onName: (name: string) => void; onClose: () => void };

/** Decline the whole request, with a reason the buyer reads. */
export function DeclineDialog({ uuid, number, buyer, defaultName, onName, onClose }: Props) {
  const mutation = useDeclineRequest(uuid);
  const { showSuccess } = useSnackbar();
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: defaultName, reason: '' },
  });
  const onSubmit = handleSubmit((values) => {
    if (values.name) onName(values.name);
    mutation.mutate(
      { uuid, name: values.name, reason: values.reason },
      {
        onSuccess: () => {
          showSuccess(`You declined ${number}. ${buyer} has been told.`);
          onClose();
        },
        onError: (error) => applyFieldErrors(error, setError, FIELDS),
      },
    );
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="decline-dialog-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="decline-dialog-title">Decline this request</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            You will not quote for {number}. {buyer} reads your reason; to leave out only some lines, mark them "can't quote"
            instead.
          </DialogContentText>
          {mutation.isError && !formState.errors.reason && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {publicErrorMessage(mutation.error)}
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Reason"
              multiline
              minRows={3}
              required
              autoFocus
              error={!!formState.errors.reason}
              helperText={formState.errors.reason?.message}
              {...register('reason')}
            />
            <TextField
              label="Your name"
              autoComplete="name"
              error={!!formState.errors.name}
              helperText={formState.errors.name?.message ?? 'Optional'}
              {...register('name')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color="error" loading={mutation.isPending}>
            Decline request
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
